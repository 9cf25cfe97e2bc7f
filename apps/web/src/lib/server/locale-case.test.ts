import { describe, expect, it } from 'vitest';
import { localeCaseTarget } from './locale-case';

describe('localeCaseTarget', () => {
  it('writes a locale in other letters as the site does, keeping the rest of the address', () => {
    expect(localeCaseTarget('/PT')).toBe('/pt');
    expect(localeCaseTarget('/Pt/')).toBe('/pt/');
    expect(localeCaseTarget('/En/contato?q=Ana%20Lima')).toBe('/en/contato?q=Ana%20Lima');
    expect(localeCaseTarget('/eN/talents/mulheres')).toBe('/en/talents/mulheres');
    expect(localeCaseTarget('/PT?x=1')).toBe('/pt?x=1');
  });

  it('leaves every other address to the site', () => {
    for (const url of ['/', '/pt', '/en/contato', '/FR/talents', '/Pte', '/PTX/a', '/api/x', '/P', '/_next/static/a.js', '/xx']) {
      expect(localeCaseTarget(url), url).toBeNull();
    }
  });
});
