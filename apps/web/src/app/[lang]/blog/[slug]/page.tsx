import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/blog/PostArticle';
import { routing, type AppLocale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { loadPostBySlug } from '@/lib/blog/load';
import { postPathFromSlug } from '@/lib/blog/slugs';
import { pageMetadata } from '@/lib/seo';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

type Props = { params: Promise<{ lang: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang, slug } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const post = await loadPostBySlug(slug, lang);
  if (!post) {
    const t = await getTranslations({ locale: lang, namespace: 'blog' });
    return { title: t('unavailable'), robots: { index: false } };
  }
  // Each post of the translation group at its own path; a slug on another host has none here.
  const paths: Partial<Record<AppLocale, string>> = {};
  for (const item of [...post.translations, { language: post.language, slug: post.slug }]) {
    const path = postPathFromSlug(item.slug, env().SITE_URL);
    if (path.startsWith('/blog/')) paths[item.language] = path;
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
  const { lang, slug } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const post = await loadPostBySlug(slug, lang);
  if (!post) notFound();
  return <PostArticle post={post} locale={lang} />;
}
