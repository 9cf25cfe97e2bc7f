import 'server-only';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { env } from '../env';
import { postTarget, type PostTarget } from './slugs';

/** Where a post's link leads from a page in `locale` (SPEC §2.1, §2.12); see postTarget. */
export function postLink(slug: string, locale: AppLocale): PostTarget {
  return postTarget(slug, locale, env().SITE_URL);
}

/** The address of a post's link: '/blog/{slug}' in pt, '/en/blog/{slug}' in en (the routing
 * table's), the path of another page of the site, or the URL on another host. */
export function postUrl(target: PostTarget, locale: AppLocale): string {
  if (target.kind === 'external') return target.url;
  if (target.kind === 'page') return target.path;
  return getPathname({ href: { pathname: '/blog/[slug]', params: { slug: target.slug } }, locale: target.locale ?? locale });
}

/** The posts of a post's translation group that are on this site (its own included), by
 * language, as their slugs: a translation whose slug leads to another host has no page here. The
 * post page's alternates and the sitemap's. */
export function siteTranslations(post: { language: AppLocale; slug: string; translations: readonly { language: AppLocale; slug: string }[] }): Partial<Record<AppLocale, string>> {
  const slugs: Partial<Record<AppLocale, string>> = {};
  for (const item of [...post.translations, { language: post.language, slug: post.slug }]) {
    const target = postTarget(item.slug, item.language, env().SITE_URL);
    if (target.kind === 'post') slugs[item.language] = target.slug;
  }
  return slugs;
}
