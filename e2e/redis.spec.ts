/** Several site instances on one Redis (README, Caching; decision 0014): a page rendered by one
 * instance is served from the shared cache by the other, and a revalidation sent to one
 * reaches the other. Needs Debian's redis-server (`.ci/run` installs it). */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { freePort } from './stack';

const REDIS_SERVER = '/usr/bin/redis-server';

/** Answers PONG to a PING over plain RESP. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(data.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

let redis: ChildProcess | undefined;
let redisPort = 0;

test.beforeAll(async () => {
  redisPort = await freePort();
  // As the README starts it: in memory only, nothing else set (the site turns on the key-space
  // events its cache needs).
  redis = spawn(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await expect.poll(() => ping(redisPort), { timeout: 15_000, message: `${REDIS_SERVER} answers PING` }).toBe(true);
});

test.afterAll(() => {
  redis?.kill('SIGTERM');
});

const cacheState = async (request: APIRequestContext, url: string) => (await request.get(url)).headers()['x-nextjs-cache'];

test.describe('two site instances on one Redis', () => {
  // Both instances of the stack's site use the Redis started above (its port is known now).
  test.use({
    ownStackOptions: async ({}, use) => {
      await use({ webEnv: { REDIS_URL: `redis://127.0.0.1:${redisPort}` } });
    },
  });

  test('a page rendered by one is served by the other; a revalidation through one reaches the other', async ({ request, ownStack }) => {
    test.slow(); // a stack of its own and a second site
    test.info().annotations.push({ type: 'redis', description: `port ${redisPort}` });
    const one = ownStack.webUrl;
    const other = (await ownStack.startAnotherWeb()).webUrl;

    // Rendered once, by the first instance only.
    expect((await request.get(`${one}/pt/blog`)).status()).toBe(200);
    await expect.poll(() => cacheState(request, `${one}/pt/blog`), { timeout: 20_000 }).toBe('HIT');
    // The other instance never rendered it: it serves the shared entry (not a MISS: it may
    // count it stale once, as it does not know the schedule the first one stored it with).
    expect(['HIT', 'STALE']).toContain(await cacheState(request, `${other}/pt/blog`));
    await expect.poll(() => cacheState(request, `${other}/pt/blog`), { timeout: 20_000 }).toBe('HIT');

    const answer = await request.post(`${one}/api/revalidate`, {
      headers: { authorization: `Bearer ${ownStack.secrets.revalidateSecret}` },
      data: { tags: ['posts'] },
    });
    expect(answer.status()).toBe(200);
    // The other instance sees it: the tag's time is in Redis, so the shared entry is served
    // stale once and rendered again, as the file cache does (never deleted: see below).
    await expect.poll(() => cacheState(request, `${other}/pt/blog`), { timeout: 20_000 }).toBe('STALE');
    await expect.poll(() => cacheState(request, `${other}/pt/blog`), { timeout: 20_000 }).toBe('HIT');
    expect(await cacheState(request, `${one}/pt/blog`)).toBe('HIT');
    expect(await (await request.get(`${other}/pt/blog`)).text()).toContain('BLOG');

    // A revalidation while the back end is down costs visitors nothing: the other instance
    // serves the last good page stale instead of an error (the library alone deleted it, and
    // that request rendered in the foreground and failed), and renders it again from the last
    // good answers; both keep answering with the page.
    await ownStack.stopBackend();
    const again = await request.post(`${one}/api/revalidate`, {
      headers: { authorization: `Bearer ${ownStack.secrets.revalidateSecret}` },
      data: { tags: ['posts'] },
    });
    expect(again.status()).toBe(200);
    await expect.poll(() => cacheState(request, `${other}/pt/blog`), { timeout: 20_000 }).toBe('STALE');
    for (const site of [other, one]) {
      const page = await request.get(`${site}/pt/blog`);
      expect(page.status(), site).toBe(200);
      expect(await page.text()).toContain('BLOG');
    }
  });
});
