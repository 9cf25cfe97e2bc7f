import { describe, expect, it } from 'vitest';
import VitrineCacheHandler, { keepsOnDisk } from '../../cache-handler.mjs';

describe('cache-handler.mjs', () => {
  it('can be made as the proxy makes it, with no serverDistDir and no fs', async () => {
    // next/dist/server/web/adapter.js creates the proxy's cache with neither; a handler that
    // threw here answered every request of `npm start` (no CACHE_DIR) with a 500.
    const previous = process.env.CACHE_DIR;
    delete process.env.CACHE_DIR;
    try {
      const handler = new VitrineCacheHandler({});
      await expect(handler.get('/pt/nothing-cached-here', { kind: 'APP_PAGE' })).resolves.toBeNull();
    } finally {
      if (previous !== undefined) process.env.CACHE_DIR = previous;
    }
  });

  describe('keepsOnDisk', () => {
    const key = (address: string) => `/route-cache/APP_PAGE/0f3a/$${address}`;
    const page = (status: number, canonical?: string) => ({
      kind: 'APP_PAGE',
      status,
      html: `<html><head>${canonical ? `<link rel="canonical" href="${canonical}"/>` : ''}</head></html>`,
    });

    it('writes the pages with an address of their own', () => {
      for (const address of ['/pt', '/en/blog', '/pt/blog/um-post', '/pt/talents/mulheres', '/en/sobre-nos']) {
        expect(keepsOnDisk(key(address), page(200)), address).toBe(true);
      }
      expect(keepsOnDisk(key('/pt/modelo/12/ana-lima'), page(200, 'https://site.example/pt/modelo/12/ana-lima'))).toBe(true);
      expect(keepsOnDisk(key('/en/modelo/12/ana-lima'), page(200, 'https://site.example/en/model/12/ana-lima'))).toBe(true);
      // Back-end answers and other kinds are not pages.
      expect(keepsOnDisk('4c6d4b1b', { kind: 'FETCH' })).toBe(true);
    });

    it('keeps in memory what any address makes: a 404, a name search, a filter, a talent under another name', () => {
      expect(keepsOnDisk(key('/pt/nope-123'), page(404))).toBe(false);
      expect(keepsOnDisk(key('/pt/modelos/ana'), page(200))).toBe(false);
      expect(keepsOnDisk(key('/pt/talents/f/height=150-170'), page(200))).toBe(false);
      expect(keepsOnDisk(key('/en/talents/mulheres/f/letter=m'), page(200))).toBe(false);
      expect(keepsOnDisk(key('/pt/modelo/12/outro-nome'), page(200, 'https://site.example/pt/modelo/12/ana-lima'))).toBe(false);
      expect(keepsOnDisk(key('/pt/modelo/12/ana-lima'), page(200))).toBe(false);
    });

    it('reads the address from a key of the older shape too (the address itself)', () => {
      expect(keepsOnDisk('/pt/modelos/ana', page(200))).toBe(false);
      expect(keepsOnDisk('/pt/blog', page(200))).toBe(true);
    });
  });
});
