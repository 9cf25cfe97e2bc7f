import { describe, expect, it } from 'vitest';
import { translationFor } from './translations';

const group = [
  { id: 1, slug: 'verao', language: 'pt' as const },
  { id: 2, slug: 'summer', language: 'en' as const },
];

describe('translationFor (SPEC §2.12)', () => {
  it('keeps a post already in the page locale', () => {
    expect(translationFor({ id: 1, language: 'pt', translations: group }, 'pt')).toBeNull();
  });

  it('chooses the translation in the page locale', () => {
    expect(translationFor({ id: 1, language: 'pt', translations: group }, 'en')).toEqual(group[1]);
    expect(translationFor({ id: 2, language: 'en', translations: group }, 'pt')).toEqual(group[0]);
  });

  it('keeps the post when the group has no translation in the locale', () => {
    expect(translationFor({ id: 1, language: 'pt', translations: [group[0]!] }, 'en')).toBeNull();
    expect(translationFor({ id: 1, language: 'pt', translations: [] }, 'en')).toBeNull();
  });

  it('never chooses the post itself, even if the group lists it with a wrong language', () => {
    expect(translationFor({ id: 1, language: 'pt', translations: [{ id: 1, slug: 'verao', language: 'en' }] }, 'en')).toBeNull();
  });
});
