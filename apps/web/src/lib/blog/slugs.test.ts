import { describe, expect, it } from 'vitest';
import { postHref, postPathFromSlug, postRouteSlug } from './slugs';

const site = 'http://localhost:3000';

describe('post slugs (SPEC §2.12)', () => {
  it('keeps a plain slug under /blog', () => {
    expect(postPathFromSlug('nova-campanha', site)).toBe('/blog/nova-campanha');
    expect(postHref('nova-campanha', 'en', site)).toBe('/en/blog/nova-campanha');
  });

  it('removes the site host from a slug containing http', () => {
    expect(postPathFromSlug('http://localhost:3000/blog/verao-2026', site)).toBe('/blog/verao-2026');
    expect(postPathFromSlug('https://localhost/blog/verao-2026/', site)).toBe('/blog/verao-2026');
    expect(postRouteSlug('http://localhost:3000/blog/verao-2026', site)).toBe('verao-2026');
    expect(postHref('http://localhost:3000/blog/verao-2026', 'pt', site)).toBe('/pt/blog/verao-2026');
  });

  it('keeps a localized internal path as it is', () => {
    expect(postHref('http://localhost:3000/en/sobre-nos', 'pt', site)).toBe('/en/sobre-nos');
  });

  it('leaves a URL on another host as it is', () => {
    expect(postHref('http://example.com/blog/x', 'pt', site)).toBe('http://example.com/blog/x');
  });
});
