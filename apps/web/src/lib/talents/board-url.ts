import { isDotSegment, localeOfPath, nameSearchAction, pagePath, tidyName } from '../../i18n/table';
import { LISTING_CATEGORIES } from './categories';
import { BOARD_QUERY_SEGMENT, canonicalBoardQuery } from './query';

/**
 * What the proxy does with a board URL that has a query (docs/decisions/0016-board-filters.md):
 * a non-canonical query (the filter panel's GET form, a stray parameter) is redirected to its
 * canonical form; a canonical one is rewritten to the internal route that carries it as a path
 * segment (`/pt/talents/mulheres?letter=m` → `/pt/talents/mulheres/f/letter%3Dm`), so the page
 * never reads `searchParams` and stays cacheable, one entry per list. Null: not a board URL
 * with a query, nothing to do.
 */
export type BoardRoute = { kind: 'redirect'; to: string } | { kind: 'rewrite'; to: string } | null;

const BOARD_PATH = new RegExp(`^/(pt|en)/talents(?:/(${LISTING_CATEGORIES.join('|')}))?/?$`);

export function boardRoute(pathname: string, search: string): BoardRoute {
  const match = BOARD_PATH.exec(pathname);
  if (!match || search === '' || search === '?') return null;
  const path = `/${match[1]}/talents${match[2] ? `/${match[2]}` : ''}`;
  const given = search.replace(/^\?/, '');
  const canonical = canonicalBoardQuery(given);
  if (canonical !== given || path !== pathname) return { kind: 'redirect', to: canonical ? `${path}?${canonical}` : path };
  return { kind: 'rewrite', to: `${path}/${BOARD_QUERY_SEGMENT}/${encodeURIComponent(canonical)}` };
}

/** `/{lang}/modelos?q=text` (the name-search forms without JavaScript) → `/{lang}/modelos/{text}`;
 * a blank text goes to the search page, "." and ".." to it with their `?q=`. Null for any other URL. */
export function nameSearchRedirect(pathname: string, params: URLSearchParams): string | null {
  const locale = localeOfPath(pathname);
  if (!locale || pathname.replace(/\/$/, '') !== nameSearchAction(locale) || !params.has('q')) return null;
  const name = tidyName(params.get('q') ?? '');
  if (!name) return pagePath('/buscar', locale);
  if (isDotSegment(name)) return `${pagePath('/buscar', locale)}?q=${encodeURIComponent(name)}`;
  return pagePath('/modelos/[name]', locale, { name: encodeURIComponent(name) });
}
