import type { AppLocale } from './routing';
import { PATHNAMES, pagePath, tidyName, unprefixed, type InternalPath } from './table';

/** A link's query: a value or a list of values per name. */
export type Query = Record<string, string | number | boolean | readonly (string | number | boolean)[]>;

type ParamNames<Path extends string> = Path extends `${string}[${infer Name}]${infer Rest}` ? Name | ParamNames<Rest> : never;
type PageHref<Path extends InternalPath> = [ParamNames<Path>] extends [never]
  ? Path | { pathname: Path; query?: Query }
  : { pathname: Path; params: Record<ParamNames<Path>, string | number>; query?: Query };

/** What a link may point at: a page of the routing table, by its internal path, with its params
 * and query — `'/contato'`, `{ pathname: '/modelo/[id]/[name]', params: { id, name } }`,
 * `{ pathname: '/talents/[category]', params: { category }, query: { office } }`. */
export type Href = { [Path in InternalPath]: PageHref<Path> }[InternalPath];

const isInternalPath = (path: string): path is InternalPath => Object.hasOwn(PATHNAMES, path);

const search = (query: Query): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(name, String(item));
    else params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

/**
 * The address of a page in a locale, from the routing table (i18n/table.ts): the locale's word
 * (`/en/model/12/ana`, `/pt/buscar`), its prefix, none for pt home and pt posts (`/`,
 * `/blog/verao`). Params are put in as given (non-ASCII characters percent-encoded, as a browser
 * would): encode a free text (encodeURIComponent). A path that is no page of the table (the
 * locale switch on a 404) keeps its words, in the other locale's prefix.
 *
 * Written on the table alone, not on next-intl's navigation, so that the browser's links carry no
 * next-intl code (docs/decisions/0037-first-load-javascript.md); table.test.ts checks it gives
 * what next-intl's getPathname gives.
 */
export function getPathname({ href, locale }: { href: Href; locale: AppLocale }): string {
  const { pathname, params, query } = (typeof href === 'string' ? { pathname: href } : href) as {
    pathname: string;
    params?: Record<string, string | number>;
    query?: Query;
  };
  const path = isInternalPath(pathname)
    ? new URL(pagePath(pathname, locale, params), 'http://l').pathname
    : unprefixed(`/${locale}${pathname === '/' ? '' : pathname}`);
  return query ? `${path}${search(query)}` : path;
}

/** The name-search page of a text (SPEC §2.4: the box navigates to /{lang}/modelos/{text}), or
 * null for a blank text, which does nothing. */
export function nameSearchHref(text: string): Href | null {
  const name = tidyName(text);
  if (!name) return null;
  return { pathname: '/modelos/[name]', params: { name: encodeURIComponent(name) } };
}
