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
  return pageMetadata({ locale: lang, path: '/campanhas', title: t('campaignsTitle'), description: t('campaignsLead') });
}

/** Campaign list (SPEC §2.12: heading CAMPANHAS when the path contains 'campanhas'). */
export default async function CampaignsPage({ params }: Props) {
  const lang = await pageLocale(params);
  const posts = await orUnavailable(getPosts('campaign', lang));
  return <PostList kind="campaign" posts={posts} locale={lang} />;
}
