import { OFFICES } from '@vitrine/contracts/constants';
import { routing, type AppLocale } from './routing';

/**
 * How a request path reaches a page (SPEC §2.1–2.3; docs/decisions/0002-route-families.md):
 * - reading A paths render as they are; `/en/model/…` and `/en/search` (and the same words under
 *   /pt) render the `modelo`/`buscar` pages;
 * - reading B paths answer with a permanent redirect to their reading-A equivalent in the same
 *   locale, keeping the office as a query;
 * - `/` and `/blog/{slug}` carry no locale and are served in the fallback locale, pt;
 * - anything else whose first segment is not a locale is a 404 (unsupported lang).
 */
export type Resolution =
  | { kind: 'render'; locale: AppLocale; rewriteTo?: string }
  | { kind: 'redirect'; to: string }
  | { kind: 'unknown' };

const isLocale = (value: string | undefined): value is AppLocale =>
  (routing.locales as readonly string[]).includes(value ?? '');

const OFFICE_SLUGS: readonly string[] = OFFICES.map((o) => o.slug);
const GENDER_WORDS: Record<string, 'mulheres' | 'homens'> = {
  women: 'mulheres',
  men: 'homens',
  mulheres: 'mulheres',
  homens: 'homens',
};
const ALL_WORDS = ['all', 'todas', 'todos'];

/** Single-segment reading-B pages and their reading-A paths. */
const PAGE_ALIASES: Record<string, string> = {
  about: 'sobre-nos',
  'quem-somos': 'sobre-nos',
  contact: 'contato',
  'be-a-model': 'seja-modelo',
  model: 'talents',
  modelo: 'talents',
};

/** The reading-A path of a reading-B path, or null when the path is not reading B. */
export function readingBTarget(locale: AppLocale, rest: string[]): string | null {
  const [first, second, third, ...more] = rest;
  if (first === undefined || more.length > 0) return null;
  if (second === undefined) {
    const page = PAGE_ALIASES[first];
    return page ? `/${locale}/${page}` : null;
  }
  if ((first === 'models' || first === 'modelos') && third !== undefined) {
    const category = GENDER_WORDS[second];
    if (!category) return null;
    if (ALL_WORDS.includes(third)) return `/${locale}/talents/${category}`;
    if (OFFICE_SLUGS.includes(third)) return `/${locale}/talents/${category}?office=${third}`;
  }
  return null;
}

export function resolvePath(pathname: string): Resolution {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'render', locale: routing.defaultLocale, rewriteTo: `/${routing.defaultLocale}` };
  if (first === 'blog' && rest.length === 1) {
    return { kind: 'render', locale: routing.defaultLocale, rewriteTo: `/${routing.defaultLocale}${pathname}` };
  }
  if (!isLocale(first)) return { kind: 'unknown' };

  const target = readingBTarget(first, rest);
  if (target) return { kind: 'redirect', to: target };

  const [page, ...params] = rest;
  if (page === 'model' && params.length > 0) {
    return { kind: 'render', locale: first, rewriteTo: ['', first, 'modelo', ...params].join('/') };
  }
  if (page === 'search' && params.length === 0) {
    return { kind: 'render', locale: first, rewriteTo: `/${first}/buscar` };
  }
  return { kind: 'render', locale: first };
}

/** Canonical localized paths of pages whose word differs between the locales. */
export const talentPath = (locale: AppLocale, id: number, slug: string) =>
  `/${locale}/${locale === 'en' ? 'model' : 'modelo'}/${id}/${slug}`;
export const searchPath = (locale: AppLocale) => `/${locale}/${locale === 'en' ? 'search' : 'buscar'}`;

/** Words of a page whose path differs between the locales (reading A allows both). */
const LOCALE_WORDS: Record<AppLocale, Record<string, string>> = {
  pt: { model: 'modelo', search: 'buscar' },
  en: { modelo: 'model', buscar: 'search' },
};

const splitPath = (path: string): [string, string] => {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
};

/**
 * The canonical path of a page in a locale. `path` is the page's path without a locale prefix
 * ('/', '/sobre-nos', '/modelo/12/ana', '/blog/verao?x=1'). Home and posts are served in pt
 * without a prefix (`/`, `/blog/{slug}`); the talent and search pages use their locale's word
 * (`/en/model/…`, `/en/search`, `/pt/modelo/…`, `/pt/buscar`).
 */
export function localizedPath(locale: AppLocale, path: string): string {
  const [pathname, suffix] = splitPath(path);
  const segments = pathname.split('/').filter(Boolean);
  if (locale === routing.defaultLocale) {
    if (segments.length === 0) return `/${suffix}`;
    if (segments[0] === 'blog' && segments.length === 2) return `/${segments.join('/')}${suffix}`;
  }
  const [page, ...params] = segments;
  if (page !== undefined) {
    const word = LOCALE_WORDS[locale][page];
    if (word && (page === 'model' || page === 'modelo' ? params.length > 0 : params.length === 0)) {
      segments[0] = word;
    }
  }
  return `/${[locale, ...segments].join('/')}${suffix}`;
}

/** A path without its locale prefix, and the locale it is in (paths without one are pt). */
export function stripLocale(pathname: string): { locale: AppLocale; path: string } {
  const segments = pathname.split('/').filter(Boolean);
  const [first, ...rest] = segments;
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  return { locale: routing.defaultLocale, path: `/${segments.join('/')}` };
}

/**
 * Where the locale switch leads (SPEC §4): the same page in `target`, with the same query.
 * `pathname` is the browser's path (with or without a locale prefix), `search` its query
 * string ('' or '?…').
 */
export function switchLocaleHref(pathname: string, search: string, target: AppLocale): string {
  const { path } = stripLocale(pathname);
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  return localizedPath(target, path) + query;
}

/** The name-search page of a text without the locale prefix (SPEC §2.4: the box navigates to
 * /{lang}/modelos/{text}), or null for a blank text, which does nothing. */
export function nameSearchPath(text: string): string | null {
  const name = text.trim().replace(/\s+/g, ' ');
  if (!name) return null;
  return `/modelos/${encodeURIComponent(name)}`;
}
