import type { Metadata } from 'next';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { PostUnavailableIn } from '@/components/blog/PostUnavailable';
import { PostArticle } from '@/components/blog/PostArticle';
import type { AppLocale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { loadPostBySlug } from '@/lib/blog/load';
import { postTarget } from '@/lib/blog/slugs';
import { getPathname, redirect, type Href } from '@/i18n/navigation';
import { absoluteUrl, agencyName, pageMetadata } from '@/lib/seo';
import { siteTranslations } from '@/lib/blog/links';
import { blogPostingData } from '@/lib/structured-data';
import { JsonLd } from '@/components/seo/JsonLd';
import { isoDate, postCalendarDate } from '@/lib/blog/dates';
import { pageLocale, postUnavailableMetadata } from '@/lib/page';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

type Props = { params: Promise<{ lang: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const lang = await pageLocale(params);
  const post = await loadPostBySlug(slug, lang);
  if (!post) return postUnavailableMetadata(params);
  // Each post of the translation group at its own path.
  const paths: Partial<Record<AppLocale, Href>> = {};
  for (const [language, slug] of Object.entries(siteTranslations(post)) as [AppLocale, string][]) {
    paths[language] = { pathname: '/blog/[slug]', params: { slug } };
  }
  const image = post.thumbnail ?? (post.cover?.kind === 'image' ? post.cover.url : null);
  return pageMetadata({
    locale: post.language,
    path: paths,
    title: post.title,
    description: post.description || undefined,
    image,
    type: 'article',
  });
}

/** A post (SPEC §2.12), also served at /blog/{slug} in pt; 404 'Unable to fetch Website
 * Information' when the panel cannot give it (SPEC §8). */
export default async function PostPage({ params }: Props) {
  const { slug } = await params;
  const lang = await pageLocale(params);
  const post = await loadPostBySlug(slug, lang);
  if (!post) return <NotFoundPage locale={lang} fallback={<PostUnavailableIn locale={lang} />} />;
  // Reached by the slug of another language's version (the locale switch keeps the slug it had):
  // the address of this language's version, the one its canonical link and hreflang name.
  if (post.language === lang) {
    const own = postTarget(post.slug, lang, env().SITE_URL);
    if (own.kind === 'post' && own.slug !== slug) redirect({ href: { pathname: '/blog/[slug]', params: { slug: own.slug } }, locale: lang });
  }
  const image = post.thumbnail ?? (post.cover?.kind === 'image' ? post.cover.url : null);
  const date = postCalendarDate(post.createdAt);
  return (
    <>
      <JsonLd
        data={blogPostingData({
          headline: post.title,
          // The post's own address, which its canonical link names (a post in one language only,
          // opened under the other, is that language's page).
          url: absoluteUrl(getPathname({ href: { pathname: '/blog/[slug]', params: { slug: siteTranslations(post)[post.language] ?? slug } }, locale: post.language })),
          description: post.description || undefined,
          image: image ? absoluteUrl(image) : undefined,
          published: date ? isoDate(date) : undefined,
          language: post.language,
          publisher: { name: agencyName(), url: absoluteUrl('/'), logo: absoluteUrl('/icon-512.png') },
        })}
      />
      <PostArticle post={post} locale={lang} />
    </>
  );
}
