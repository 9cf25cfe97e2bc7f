import { isEyeKey, isHairKey } from './colours';
import { isLetter, isOfficeSlug, normalizeRange, NO_FILTERS, RANGE_NAMES, RANGES, type BoardFilters } from './filters';

/**
 * The URL query of a board (docs/decisions/0016-board-filters.md): short readable names, the
 * same in both locales — `?office=sao-paulo&letter=m&height=175-180&hair=blonde&page=2`.
 * The filter panel, a GET form, sends each range as `height-min` / `height-max`; the proxy
 * redirects such a query to its canonical form (serializeBoardQuery ∘ parseBoardQuery), so a
 * board has one URL per list and one cache entry.
 */
export interface BoardQuery {
  filters: BoardFilters;
  /** How many pages of cards the server renders (for a browser without JavaScript). */
  page: number;
}

export const MAX_PAGE = 200;

type Params = Pick<URLSearchParams, 'get'>;

const rangeOf = (text: string | null): [number, number] | null => {
  const match = text ? /^(\d{1,3})-(\d{1,3})$/.exec(text.trim()) : null;
  return match ? [Number(match[1]), Number(match[2])] : null;
};
const numberOf = (text: string | null): number | null => {
  if (text === null || !/^\d{1,3}$/.test(text.trim())) return null;
  return Number(text.trim());
};

/** The filters a query names; anything unknown or malformed is ignored. */
export function parseBoardQuery(params: Params): BoardQuery {
  const letter = params.get('letter')?.trim().toLowerCase() ?? '';
  const office = params.get('office')?.trim().toLowerCase() ?? '';
  const hair = params.get('hair')?.trim().toLowerCase() ?? '';
  const eyes = params.get('eyes')?.trim().toLowerCase() ?? '';
  const ranges: BoardFilters['ranges'] = {};
  for (const name of RANGE_NAMES) {
    const pair = rangeOf(params.get(name));
    const min = numberOf(params.get(`${name}-min`));
    const max = numberOf(params.get(`${name}-max`));
    let range = null;
    if (pair) range = normalizeRange(name, pair[0], pair[1]);
    else if (min !== null || max !== null) range = normalizeRange(name, min ?? RANGES[name][0], max ?? RANGES[name][1]);
    if (range) ranges[name] = range;
  }
  const pageText = params.get('page');
  const page = pageText && /^\d{1,3}$/.test(pageText) ? Math.min(MAX_PAGE, Math.max(1, Number(pageText))) : 1;
  return {
    filters: {
      ...NO_FILTERS,
      letter: isLetter(letter) ? letter : null,
      office: isOfficeSlug(office) ? office : null,
      ranges,
      hair: isHairKey(hair) ? hair : null,
      eyes: isEyeKey(eyes) ? eyes : null,
    },
    page,
  };
}

/** The canonical query text (without '?', '' when nothing narrows the board). */
export function serializeBoardQuery(filters: BoardFilters, page = 1): string {
  const parts: string[] = [];
  if (filters.office) parts.push(`office=${filters.office}`);
  if (filters.letter) parts.push(`letter=${filters.letter}`);
  for (const name of RANGE_NAMES) {
    const range = filters.ranges[name];
    if (range) parts.push(`${name}=${range[0]}-${range[1]}`);
  }
  if (filters.hair) parts.push(`hair=${filters.hair}`);
  if (filters.eyes) parts.push(`eyes=${filters.eyes}`);
  if (page > 1) parts.push(`page=${page}`);
  return parts.join('&');
}

/** The canonical form of a query text ('' for none), for the proxy and the internal route. */
export const canonicalBoardQuery = (search: string): string => {
  const { filters, page } = parseBoardQuery(new URLSearchParams(search));
  return serializeBoardQuery(filters, page);
};

/** The internal route segment that carries a board's query (src/proxy.ts rewrites to it). */
export const BOARD_QUERY_SEGMENT = 'f';
