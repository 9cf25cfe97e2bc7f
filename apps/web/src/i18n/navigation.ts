import { isDotSegment, tidyName } from './table';
import type { Href } from './pathnames';

/**
 * The only navigation API of the site: every link and redirect gets its address from the routing
 * table (i18n/table.ts) through next-intl's navigation (i18n/pathnames.ts), and links are
 * next/link (i18n/link.tsx). Import Link, useRouter, usePathname, getPathname and redirect from
 * here, never from next/link or next/navigation.
 */
export { getPathname, permanentRedirect, redirect, usePathname, type Href } from './pathnames';
export { isPlainClick, Link, useIsCurrent, useRouter, type LinkProps } from './link';
/** The page's locale in a client component: next-intl's, from the `[lang]` layout's provider. */
export { useLocale } from 'next-intl';

/** The name-search page of a text (SPEC §2.4: the box navigates to /{lang}/modelos/{text}), or
 * null for a blank text, which does nothing. */
export function nameSearchHref(text: string): Href | null {
  const name = tidyName(text);
  if (!name) return null;
  if (isDotSegment(name)) return { pathname: '/buscar', query: { q: name } };
  return { pathname: '/modelos/[name]', params: { name: encodeURIComponent(name) } };
}
