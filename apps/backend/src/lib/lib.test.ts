import { describe, expect, it } from 'vitest';
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
