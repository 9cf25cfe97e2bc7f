import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { integrationPaths, type TalentListItem } from '@vitrine/contracts';
import { Backend } from './http';

/** Next's data cache (lib/cache.ts cachedRead keeps every back-end answer there) as a Map that
 * counts its keys: outside a Next server there is none. */
vi.mock('next/cache', () => import('../data-cache-double'));
const { dataCache } = await import('../data-cache-double');
Object.assign(process.env, {
  INTEGRATION_URL: 'http://127.0.0.1:1',
  INTEGRATION_SALT: 's',
  INTEGRATION_API_KEY: 'k',
  PANEL_URL: 'http://127.0.0.1:1',
  PANEL_SALT: 's',
  PANEL_API_TOKEN: 't',
  REVALIDATE_SECRET: 'a-test-secret-of-16+',
});
const { searchTalents } = await import('./integration');

/** A real HTTP integration service with three talents, counting the listing calls. */
let server: Server;
let listings = 0;
const talent = (id: number, name: string): TalentListItem => ({
  id,
  name,
  cover: null,
  gender: 'woman',
  birthdate: null,
  hair: null,
  eyes: null,
  height: null,
  bust: null,
  waist: null,
  hips: null,
  shoes: null,
  jeans: null,
  instagram: null,
  categories: [{ id: 997, category: 'TF - Main' }],
  offices: [],
});
const TALENTS = [talent(1, 'Ana Júlia Souza'), talent(2, 'Bruna Lima'), talent(3, 'JULIANA Prado')];

let integration: Backend;
beforeAll(async () => {
  server = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url?.startsWith(integrationPaths.signin)) return res.end(JSON.stringify({ access_token: 't', expires_in: 3600 }));
    listings++;
    res.end(JSON.stringify({ data: TALENTS, meta: { total: 3, per_page: 1000, current_page: 1, last_page: 1 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  integration = new Backend({
    name: 'integration',
    baseUrl: () => baseUrl,
    timeoutMs: () => 2000,
    signIn: async (call) => {
      const { access_token } = await call(integrationPaths.signin, {
        method: 'POST',
        json: {},
        schema: z.object({ access_token: z.string() }),
      });
      return { value: access_token, expiresAt: Date.now() + 3_600_000 };
    },
  });
  // The site's clients (lib/backends/clients.ts) live on globalThis: this test's are the real
  // Backend against the service above.
  (globalThis as { __vitrineBackends?: unknown }).__vitrineBackends = { integration, panel: integration };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('searchTalents: a visitor’s text never becomes a cache key', () => {
  it('finds a part of the name, case and accents ignored', async () => {
    expect((await searchTalents('julia')).map((t) => t.id)).toEqual([1, 3]);
    expect((await searchTalents('  LIMA ')).map((t) => t.id)).toEqual([2]);
    expect(await searchTalents('   ')).toEqual([]);
  });

  it('10,000 distinct searches leave the cache flat and call the back end once', async () => {
    await searchTalents('warm-up');
    const entries = dataCache.size;
    const calls = listings;
    for (let i = 0; i < 10_000; i++) await searchTalents(`visitor text ${i}`);
    expect(dataCache.size).toBe(entries);
    expect(listings).toBe(calls);
    // No key holds a visitor's text.
    expect([...dataCache.keys()].some((key) => key.includes('visitor text'))).toBe(false);
  });
});
