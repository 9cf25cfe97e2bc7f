import { describe, expect, it } from 'vitest';
import { formatPostDate, isoDate, postCalendarDate } from './dates';

describe('formatPostDate (SPEC §2.12)', () => {
  it('writes the pt-BR long format in pt', () => {
    expect(formatPostDate('2026-03-03T12:00:00Z', 'pt')).toBe('3 de março de 2026');
    expect(formatPostDate('2025-12-25', 'pt')).toBe('25 de dezembro de 2025');
  });

  it('writes the English long format in en', () => {
    expect(formatPostDate('2026-03-03T12:00:00Z', 'en')).toBe('March 3, 2026');
    expect(formatPostDate('2025-12-25 09:30:00', 'en')).toBe('December 25, 2025');
  });

  it('sees an instant from the agency time zone', () => {
    // 01:00 UTC on the 4th is still the 3rd in São Paulo (UTC-3).
    expect(formatPostDate('2026-03-04T01:00:00Z', 'pt')).toBe('3 de março de 2026');
    expect(formatPostDate('2026-03-04T01:00:00+00:00', 'en')).toBe('March 3, 2026');
  });

  it('takes a date without a zone as written, whatever the server zone', () => {
    expect(postCalendarDate('2026-01-01')).toEqual({ year: 2026, month: 1, day: 1 });
    expect(postCalendarDate('2026-01-01 00:10:00')).toEqual({ year: 2026, month: 1, day: 1 });
  });

  it('gives an empty text for something that is not a date', () => {
    expect(formatPostDate('', 'pt')).toBe('');
    expect(formatPostDate('ontem', 'pt')).toBe('');
    expect(formatPostDate('2026-02-30', 'en')).toBe('');
  });

  it('gives the ISO date for <time>', () => {
    expect(isoDate({ year: 2026, month: 3, day: 3 })).toBe('2026-03-03');
  });
});
