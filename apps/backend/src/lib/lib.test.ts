import { describe, expect, it } from 'vitest';
import { parseRange } from './media';
import { ageOf, escapeLike, nameKey, slugify } from './text';

describe('text helpers', () => {
  it('builds accent-free keys and slugs', () => {
    expect(nameKey('Ágatha CONCEIÇÃO')).toBe('agatha conceicao');
    expect(slugify('Ágatha Conceição')).toBe('agatha-conceicao');
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
  });

  it('counts ages in 365.25-day years', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(ageOf('2008-06-01', now)).toBe(18);
    expect(ageOf('2008-06-03', now)).toBe(17);
    expect(ageOf(null, now)).toBeNull();
    expect(ageOf('not a date', now)).toBeNull();
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, undefined],
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=90-', { start: 90, end: 99 }],
    ['bytes=-10', { start: 90, end: 99 }],
    ['bytes=95-200', { start: 95, end: 99 }],
    ['bytes=100-', 'unsatisfiable'],
    ['bytes=5-1', 'unsatisfiable'],
    ['bytes=-', 'unsatisfiable'],
    ['bytes=0-1,5-6', undefined],
    ['items=0-1', undefined],
  ])('%s of 100 bytes → %j', (header, expected) => {
    expect(parseRange(header, 100)).toEqual(expected);
  });
});
