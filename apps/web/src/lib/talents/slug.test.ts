import { describe, expect, it } from 'vitest';
import { talentSlug } from './slug';

describe('talentSlug', () => {
  it('lowercases, drops accents and joins words with dashes', () => {
    expect(talentSlug('Ana Júlia Conceição')).toBe('ana-julia-conceicao');
    expect(talentSlug("  D'Ávila  O'Neil ")).toBe('davila-oneil');
  });

  it('never gives an empty segment', () => {
    expect(talentSlug('!!!')).toBe('talento');
  });
});
