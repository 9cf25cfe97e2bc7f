import { describe, expect, it } from 'vitest';
import VitrineCacheHandler from '../../cache-handler.mjs';

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
});
