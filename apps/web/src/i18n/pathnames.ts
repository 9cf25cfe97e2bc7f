import { createNavigation } from 'next-intl/navigation';
import { permanentRedirect as nextPermanentRedirect, redirect as nextRedirect } from 'next/navigation';
import { routing, type AppLocale } from './routing';
import { unprefixed } from './table';

/**
 * next-intl's navigation on the routing table (i18n/routing.ts, whose `pathnames` are the
 * table's PATHNAMES). One rule of the table is not next-intl's: pt home and pt posts have no
 * locale prefix (`/`, `/blog/{slug}`; SPEC §2.1, §2.3), so every address next-intl builds goes
 * through `unprefixed` — which is why the site's link, router and redirects are thin layers on
 * next-intl's `getPathname` rather than next-intl's own (which would link `/pt` and
 * `/pt/blog/{slug}`). Use them from i18n/navigation.ts.
 */
const navigation = createNavigation(routing);

type RedirectType = Parameters<typeof nextRedirect>[1];

/** What a link may point at: a page of the routing table, by its internal path, with its params
 * and query — `'/contato'`, `{ pathname: '/modelo/[id]/[name]', params: { id, name } }`,
 * `{ pathname: '/talents/[category]', params: { category }, query: { office } }`. */
export type Href = Parameters<typeof navigation.getPathname>[0]['href'];

/**
 * The address of a page in a locale: next-intl's `getPathname` on the routing table (the
 * locale's word, `/en/model/12/ana`, `/pt/buscar`; params put in as given, non-ASCII characters
 * percent-encoded: encode a free text with encodeURIComponent), without the prefix where the
 * page has none (`/`, `/blog/verao`). A path that is no page of the table (the locale switch on
 * a 404) keeps its words, in the other locale's prefix.
 */
export function getPathname({ href, locale }: { href: Href; locale: AppLocale }): string {
  return unprefixed(navigation.getPathname({ href, locale }));
}

/** next/navigation's redirect to a page of the table (a 307, or a replace in the browser). */
export function redirect(args: { href: Href; locale: AppLocale }, type?: RedirectType): never {
  return nextRedirect(getPathname(args), type);
}

/** next/navigation's permanentRedirect to a page of the table (a 308). */
export function permanentRedirect(args: { href: Href; locale: AppLocale }, type?: RedirectType): never {
  return nextPermanentRedirect(getPathname(args), type);
}

/** The page's internal path in a client component (`/modelo/[id]/[name]` on `/en/model/12/ana`;
 * a 404's own path without its locale prefix): next-intl's. */
export const usePathname = navigation.usePathname;
