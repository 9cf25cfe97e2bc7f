import { describe, expect, it } from 'vitest';
import { postPathFromSlug, postRouteSlug, postTarget } from './slugs';

const site = 'http://localhost:3000';

describe('post slugs (SPEC §2.12)', () => {
  it('keeps a plain slug under /blog', () => {
    expect(postPathFromSlug('nova-campanha', site)).toBe('/blog/nova-campanha');
    expect(postTarget('nova-campanha', 'en', site)).toEqual({ kind: 'post', slug: 'nova-campanha' });
    expect(postTarget('verão 2026', 'en', site)).toEqual({ kind: 'post', slug: 'ver%C3%A3o%202026' });
  });

  it('removes the site host from a slug containing http', () => {
    expect(postPathFromSlug('http://localhost:3000/blog/verao-2026', site)).toBe('/blog/verao-2026');
    expect(postPathFromSlug('https://localhost/blog/verao-2026/', site)).toBe('/blog/verao-2026');
    expect(postRouteSlug('http://localhost:3000/blog/verao-2026', site)).toBe('verao-2026');
    expect(postTarget('http://localhost:3000/blog/verao-2026', 'pt', site)).toEqual({ kind: 'post', slug: 'verao-2026' });
    expect(postTarget('http://localhost:3000/en/blog/summer', 'pt', site)).toEqual({ kind: 'post', slug: 'summer', locale: 'en' });
  });

  it('keeps a localized internal path as it is', () => {
    expect(postTarget('http://localhost:3000/en/sobre-nos', 'pt', site)).toEqual({ kind: 'page', path: '/en/sobre-nos' });
    expect(postTarget('http://localhost:3000/sobre-nos', 'pt', site)).toEqual({ kind: 'page', path: '/pt/sobre-nos' });
  });

  it('leaves a URL on another host as it is', () => {
    expect(postTarget('http://example.com/blog/x', 'pt', site)).toEqual({ kind: 'external', url: 'http://example.com/blog/x' });
  });
});
