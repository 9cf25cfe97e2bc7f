import { describe, expect, it } from 'vitest';
import { MAX_SELECTION_TALENTS, isoDate, longDate, parseSelectionQuery, selectionFilename } from './query';

const parse = (query: string) => parseSelectionQuery(new URLSearchParams(query));

describe('parseSelectionQuery', () => {
  it('reads ids in order, once each, with the unit and kind', () => {
    expect(parse('ids=12,3,12,7&unit=in&kind=full')).toEqual({ ok: true, ids: [12, 3, 7], unit: 'imperial', kind: 'full' });
    expect(parse('ids=5')).toEqual({ ok: true, ids: [5], unit: 'metric', kind: 'light' });
    expect(parse('ids=5&unit=cm&kind=light')).toMatchObject({ unit: 'metric', kind: 'light' });
  });

  it('refuses a missing, empty or malformed list', () => {
    expect(parse('')).toEqual({ ok: false, error: 'noIds' });
    expect(parse('ids=')).toEqual({ ok: false, error: 'noIds' });
    expect(parse('ids=1,abc')).toEqual({ ok: false, error: 'badIds' });
    expect(parse('ids=0')).toEqual({ ok: false, error: 'badIds' });
    expect(parse('ids=-3')).toEqual({ ok: false, error: 'badIds' });
    expect(parse('ids=,,')).toEqual({ ok: false, error: 'badIds' });
  });

  it(`takes at most ${MAX_SELECTION_TALENTS} talents`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');
    expect(parse(`ids=${ids(MAX_SELECTION_TALENTS)}`)).toMatchObject({ ok: true });
    expect(parse(`ids=${ids(MAX_SELECTION_TALENTS + 1)}`)).toEqual({ ok: false, error: 'tooMany', count: 31 });
    expect(parse(`ids=${'1234567890,'.repeat(200)}`)).toMatchObject({ ok: false, error: 'tooMany' });
  });
});

describe('dates and file names', () => {
  // 02:30 UTC on 3 December is still 2 December in São Paulo.
  const now = new Date('2026-12-03T02:30:00Z');
  it('use the agency’s date', () => {
    expect(isoDate(now)).toBe('2026-12-02');
    expect(selectionFilename('selecao', now, 'pdf')).toBe('selecao-2026-12-02.pdf');
    expect(selectionFilename('selection', now, 'zip')).toBe('selection-2026-12-02.zip');
  });
  it('print the date in the visitor’s language', () => {
    expect(longDate(now, 'pt')).toBe('2 de dezembro de 2026');
    expect(longDate(now, 'en')).toBe('2 December 2026');
  });
});
