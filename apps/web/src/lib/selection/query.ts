import type { Unit } from '../talents/format';

/** At most this many talents in one selection PDF or ZIP: the work per request stays bounded. */
export const MAX_SELECTION_TALENTS = 30;

export type SelectionKind = 'light' | 'full';

export type SelectionQuery =
  | { ok: true; ids: number[]; unit: Unit; kind: SelectionKind }
  | { ok: false; error: 'noIds' | 'badIds' }
  | { ok: false; error: 'tooMany'; count: number };

/** How many characters of `ids` are read at most (30 ids of ten digits and their commas, and room). */
const MAX_IDS_LENGTH = 1024;

/**
 * The query of `/api/selection/{pdf,zip}`: `ids=1,2,3` (positive integers, repeated ones once,
 * in the order given), `unit=cm|in` (metric by default), `kind=light|full` (light by default).
 */
export function parseSelectionQuery(query: URLSearchParams): SelectionQuery {
  const raw = query.getAll('ids').join(',').trim();
  if (raw === '') return { ok: false, error: 'noIds' };
  if (raw.length > MAX_IDS_LENGTH) return { ok: false, error: 'tooMany', count: raw.split(',').length };
  const parts = raw.split(',').map((part) => part.trim()).filter(Boolean);
  if (parts.length === 0 || parts.some((part) => !/^[1-9]\d{0,9}$/.test(part))) return { ok: false, error: 'badIds' };
  const ids = [...new Set(parts.map(Number))];
  if (ids.length > MAX_SELECTION_TALENTS) return { ok: false, error: 'tooMany', count: ids.length };
  const unitParam = query.get('unit');
  const unit: Unit = unitParam === 'in' || unitParam === 'imperial' ? 'imperial' : 'metric';
  const kind: SelectionKind = query.get('kind') === 'full' ? 'full' : 'light';
  return { ok: true, ids, unit, kind };
}

/** The calendar date of `now` where the agency is (YYYY-MM-DD), for file names. */
export function isoDate(now: Date, timeZone = AGENCY_TIME_ZONE): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The date printed on a PDF, in the visitor's language. */
export function longDate(now: Date, locale: 'pt' | 'en', timeZone = AGENCY_TIME_ZONE): string {
  return new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : 'en-GB', { timeZone, dateStyle: 'long' }).format(now);
}

/** The agency's time zone (São Paulo): the date on its files is its date. */
export const AGENCY_TIME_ZONE = 'America/Sao_Paulo';

/** `selecao-2026-12-02.pdf` / `selection-2026-12-02.pdf`. */
export const selectionFilename = (base: string, now: Date, extension: 'pdf' | 'zip') => `${base}-${isoDate(now)}.${extension}`;
