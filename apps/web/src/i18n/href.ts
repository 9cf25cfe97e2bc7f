import { createNavigation } from 'next-intl/navigation';
import { routing, type AppLocale } from './routing';
import { tidyName, unprefixed } from './table';

const { getPathname: localizedPathname } = createNavigation(routing);

/** What a link may point at: a page of the routing table, by its internal path, with its params
 * and query — `'/contato'`, `{ pathname: '/modelo/[id]/[name]', params: { id, name } }`,
 * `{ pathname: '/talents/[category]', params: { category }, query: { office } }`. */
export type Href = Parameters<typeof localizedPathname>[0]['href'];

/**
 * The address of a page in a locale, from the routing table (i18n/table.ts): the locale's word
 * (`/en/model/12/ana`, `/pt/buscar`), its prefix, none for pt home and pt posts (`/`,
 * `/blog/verao`). Params are put in as given: encode a free text (encodeURIComponent).
 */
export function getPathname({ href, locale }: { href: Href; locale: AppLocale }): string {
  return unprefixed(localizedPathname({ href, locale }));
}

/** The name-search page of a text (SPEC §2.4: the box navigates to /{lang}/modelos/{text}), or
 * null for a blank text, which does nothing. */
export function nameSearchHref(text: string): Href | null {
  const name = tidyName(text);
  if (!name) return null;
  return { pathname: '/modelos/[name]', params: { name: encodeURIComponent(name) } };
}
