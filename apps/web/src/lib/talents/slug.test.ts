import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardSlug, plainSlug } from './card-slug';
import { slugField, talentSlug } from './slug';

describe('talentSlug', () => {
  it('lowercases, drops accents and joins words with dashes', () => {
    expect(talentSlug('Ana Júlia Conceição')).toBe('ana-julia-conceicao');
    expect(talentSlug("  D'Ávila  O'Neil ")).toBe('davila-oneil');
  });

  it('never gives an empty segment', () => {
    expect(talentSlug('!!!')).toBe('talento');
  });
});

describe('the card slug in the browser', () => {
  it('is slugify’s slug for the names the agency writes, with nothing extra in the card', () => {
    for (const name of ['Ana Júlia Conceição', "  D'Ávila  O'Neil ", 'Maria-Clara Sá', 'João Pedro 2', 'Ágata Ñuñez', 'Ç', '!!!']) {
      expect(slugField(name), name).toEqual({});
      expect(plainSlug(name), name).toBe(talentSlug(name));
    }
  });

  it('carries slugify’s slug where the plain rule differs', () => {
    expect(slugField('Øyvind Strauß')).toEqual({ slug: 'oyvind-strauss' });
    expect(cardSlug({ name: 'Øyvind Strauß', ...slugField('Øyvind Strauß') })).toBe('oyvind-strauss');
  });

  it('always equals slugify’s slug (any text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(cardSlug({ name, ...slugField(name) })).toBe(talentSlug(name));
      }),
      { seed: 8, numRuns: 500 },
    );
  });
});
