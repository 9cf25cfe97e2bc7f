import { describe, expect, it } from 'vitest';
import { slugField, talentSlug } from './slug';

describe('talentSlug', () => {
  it('lowercases, drops accents and joins words with dashes', () => {
    expect(talentSlug('Ana Júlia Conceição')).toBe('ana-julia-conceicao');
    expect(talentSlug("  D'Ávila  O'Neil ")).toBe('davila-oneil');
    expect(talentSlug('Øyvind Strauß')).toBe('oyvind-strauss');
  });

  it('never gives an empty segment', () => {
    expect(talentSlug('!!!')).toBe('talento');
  });
});

describe('the card slug', () => {
  it('is the server’s slug, carried in every card', () => {
    for (const name of ['Ana Júlia Conceição', 'Øyvind Strauß', 'Zoë & Ana', '!!!']) {
      expect(slugField(name)).toEqual({ slug: talentSlug(name) });
    }
  });
});
