import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PostList } from '@/components/blog/PostList';
import { getPosts } from '@/lib/backends/panel';
import { orUnavailable } from '@/lib/errors/unavailable';
import { pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'blog' });
  return pageMetadata({ locale: lang, path: '/blog', title: t('blogTitle'), description: t('blogLead') });
}

/** Blog list (SPEC §2.12); a failing list shows the error page with the code (SPEC §8). */
export default async function BlogPage({ params }: Props) {
  const lang = await pageLocale(params);
  const posts = await orUnavailable(getPosts('blog', lang));
  return <PostList kind="blog" posts={posts} locale={lang} />;
}
