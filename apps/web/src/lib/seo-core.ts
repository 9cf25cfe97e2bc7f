import type { Metadata } from 'next';
import { getPathname, type Href } from '../i18n/navigation';
import { routing, type AppLocale } from '../i18n/routing';

/** Open Graph locales of the site's locales. */
export const OG_LOCALE: Record<AppLocale, string> = { pt: 'pt_BR', en: 'en_US' };

export interface SeoImage {
  url: string;
  width?: number;
  height?: number;
  alt?: string;
}

export interface PageMetadataInput {
  /** The locale the page is rendered in. */
  locale: AppLocale;
  /** The page, as links name it (i18n/navigation.ts: '/sobre-nos', { pathname: '/modelo/[id]/[name]',
   * params }), the same page in every locale; or, per locale, the page in that locale (a post
   * whose translation has another slug), leaving out a locale the page does not exist in. */
  path: Href | Partial<Record<AppLocale, Href>>;
  /** The page's own title, without the agency suffix; none on home. */
  title?: string;
  description?: string;
  /** An image URL (or with its size and alt) for Open Graph; the site's default image when the
   * page has none. */
  image?: string | SeoImage | null;
  /** Open Graph type; 'website' unless told ('article' for a post, 'profile' for a talent). */
  type?: 'website' | 'article' | 'profile';
  /** Keep search engines away (e.g. a search-result page). */
  noIndex?: boolean;
}

export interface SeoConfig {
  siteUrl: string;
  agencyName: string;
}

/** The site's own Open Graph image (public/og-default.png, scripts/make-icons.mjs), for pages
 * without a picture of their own. */
export const DEFAULT_IMAGE: SeoImage = { url: '/og-default.png', width: 1200, height: 630 };

const isPerLocale = (path: PageMetadataInput['path']): path is Partial<Record<AppLocale, Href>> =>
  typeof path === 'object' && !('pathname' in path);

/** 'Contato | Vitrine': the title template of SPEC §2.3. */
export const titleWithSuffix = (title: string | undefined, agencyName: string): string =>
  title && title.trim() ? `${title.trim()} | ${agencyName}` : agencyName;

/** A meta description of at most `max` characters: whole words, with an ellipsis when cut. */
export function descriptionOf(text: string, max = 160): string | undefined {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const end = cut.lastIndexOf(' ');
  return `${(end > max / 2 ? cut.slice(0, end) : cut).replace(/[\s,;:.–—-]+$/, '')}…`;
}

const absolute = (path: string, siteUrl: string) => new URL(path, siteUrl).toString();

/** The page's path in each locale it exists in. */
function pathsByLocale(path: PageMetadataInput['path']): Partial<Record<AppLocale, string>> {
  const out: Partial<Record<AppLocale, string>> = {};
  for (const locale of routing.locales) {
    const own = isPerLocale(path) ? path[locale] : path;
    if (own !== undefined) out[locale] = getPathname({ href: own, locale });
  }
  return out;
}

/** Pure core of pageMetadata (lib/seo.ts), which adds the configuration. */
export function buildPageMetadata(input: PageMetadataInput, config: SeoConfig): Metadata {
  const paths = pathsByLocale(input.path);
  const own = paths[input.locale] ?? getPathname({ href: '/', locale: input.locale });
  const url = absolute(own, config.siteUrl);

  const languages: Record<string, string> = {};
  for (const locale of routing.locales) {
    const p = paths[locale];
    if (p !== undefined) languages[locale] = absolute(p, config.siteUrl);
  }
  const fallback = paths[routing.defaultLocale];
  if (fallback !== undefined) languages['x-default'] = absolute(fallback, config.siteUrl);

  const title = titleWithSuffix(input.title, config.agencyName);
  const image = typeof input.image === 'string' ? { url: input.image } : (input.image ?? DEFAULT_IMAGE);
  const alternateLocale = routing.locales.filter((l) => l !== input.locale && paths[l] !== undefined).map((l) => OG_LOCALE[l]);

  return {
    title: { absolute: title },
    ...(input.description ? { description: input.description } : {}),
    alternates: { canonical: url, languages },
    openGraph: {
      type: input.type ?? 'website',
      title,
      ...(input.description ? { description: input.description } : {}),
      url,
      siteName: config.agencyName,
      locale: OG_LOCALE[input.locale],
      ...(alternateLocale.length ? { alternateLocale } : {}),
      ...(image ? { images: [{ ...image, url: absolute(image.url, config.siteUrl), alt: image.alt ?? title }] } : {}),
    },
    twitter: {
      card: image ? 'summary_large_image' : 'summary',
      title,
      ...(input.description ? { description: input.description } : {}),
      ...(image ? { images: [absolute(image.url, config.siteUrl)] } : {}),
    },
    ...(input.noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
