import 'server-only';
import type { Metadata } from 'next';
import { env } from './env';
import { buildPageMetadata, type PageMetadataInput } from './seo-core';

export type { PageMetadataInput, SeoImage } from './seo-core';
export { descriptionOf, OG_LOCALE, titleWithSuffix } from './seo-core';

/**
 * Metadata of a page (SPEC §2.3): the title with the agency suffix, the canonical URL and the
 * alternates of every locale (x-default → pt) as absolute URLs from SITE_URL, and the Open
 * Graph tags (the site's default image unless the page has one). Use it from every page's
 * generateMetadata, with the locale from pageLocale (lib/page.ts):
 *
 *   const locale = await pageLocale(params);
 *   return pageMetadata({ locale, path: '/sobre-nos', title: t('title'), description });
 *
 * `path` is the page as links name it (i18n/navigation.ts: '/sobre-nos', { pathname:
 * '/modelo/[id]/[name]', params }); the routing table gives its address in each locale. Give a
 * per-locale record when the page differs between the locales (a post whose translation has
 * another slug); leave a locale out when the page does not exist in it. `title` is the page's
 * own title, without the suffix (leave it out on home: the agency name is the title).
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const { SITE_URL, AGENCY_NAME } = env();
  return buildPageMetadata(input, { siteUrl: SITE_URL, agencyName: AGENCY_NAME });
}

/** The absolute URL of a localized page, for the sitemap and structured data. */
export function absoluteUrl(path: string): string {
  return new URL(path, env().SITE_URL).toString();
}

/** The agency's name (page-title suffix, copyright line, Open Graph site name). */
export const agencyName = (): string => env().AGENCY_NAME;
