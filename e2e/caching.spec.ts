/** The caching model (docs/decisions/0014-caching-model.md): pages served from Next's cache with
 * headers a CDN can use, refreshed by tag through POST /api/revalidate, and still served — with
 * their content — when the back end is down, also after the site restarts. */
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { panelPosts, postPath } from './content';
import { expect, test } from './fixtures';

const cacheState = async (request: APIRequestContext, url: string) => (await request.get(url)).headers()['x-nextjs-cache'];

/** Requests `url` until Next says it served it from a fresh cache entry. */
const untilHit = (request: APIRequestContext, url: string) =>
  expect.poll(() => cacheState(request, url), { timeout: 20_000 }).toBe('HIT');

test('cached pages carry Cache-Control for a CDN: shared for the schedule, stale while revalidating', async ({ request, stack }) => {
  const [post] = await panelPosts(stack, 'blog', 'pt');
  for (const path of ['/pt', '/en/blog', '/pt/sobre-nos', postPath(post!, 'pt'), '/en/search']) {
    await untilHit(request, path);
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['cache-control'], path).toMatch(/^s-maxage=300, stale-while-revalidate=\d+$/);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
  }
  // What changes the cache is never cached.
  const refused = await request.post('/api/revalidate', { data: { tags: ['posts'] } });
  expect(refused.headers()['cache-control']).toBe('no-store');
});

test('POST /api/revalidate: a wrong secret is refused, a tag refreshes only the pages that show it', async ({ request, ownStack }) => {
  test.slow(); // a stack of its own
  const site = ownStack.webUrl;
  const endpoint = `${site}/api/revalidate`;
  const auth = { authorization: `Bearer ${ownStack.secrets.revalidateSecret}` };

  expect((await request.post(endpoint, { data: { tags: ['posts'] } })).status()).toBe(401);
  expect((await request.post(endpoint, { headers: { authorization: 'Bearer not-the-secret' }, data: { tags: ['posts'] } })).status()).toBe(401);
  // Refused attempts are in the site's log, with the address they came from.
  await expect.poll(() => fs.readFileSync(path.join(ownStack.logDir, `${ownStack.name}.web.log`), 'utf8')).toContain('a revalidation from 127.0.0.1 was refused: wrong secret');
  const unknown = await request.post(endpoint, { headers: auth, data: { tags: ['everything'] } });
  expect(unknown.status()).toBe(400);
  expect(await unknown.json()).toMatchObject({ issues: ['tags.0: unknown tag'] });
  expect((await request.get(endpoint)).status()).toBe(405);

  const blog = `${site}/pt/blog`;
  const about = `${site}/pt/sobre-nos`;
  await untilHit(request, blog);
  await untilHit(request, about);

  // Posts changed: the blog list is refreshed (served stale once, then fresh); the about page,
  // which shows no post, is not touched.
  const answer = await request.post(endpoint, { headers: auth, data: { tags: ['posts'] } });
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ revalidated: ['posts'] });
  expect(await cacheState(request, about)).toBe('HIT');
  expect(await cacheState(request, blog)).toBe('STALE');
  await untilHit(request, blog);
  await expect((await request.get(blog)).text()).resolves.toContain((await panelPosts(ownStack, 'blog', 'pt'))[0]!.title);

  // The texts are in the frame of every page: both are refreshed.
  expect((await request.post(endpoint, { headers: auth, data: { tags: ['texts', 'talent:1'] } })).status()).toBe(200);
  expect(await cacheState(request, about)).toBe('STALE');
  expect(await cacheState(request, blog)).toBe('STALE');
});

test.describe('back end down and the site restarted', () => {
  // Pages and answers go stale after 1 s, so every page below is regenerated while the back
  // end is down: from the last good answers kept by the cache, not from a still-fresh page.
  test.use({ ownStackOptions: { webEnv: { PAGE_REVALIDATE_SECONDS: '1' } } });

  test('every page rendered before still answers 200 with its content; a page never rendered gets its error', async ({ page, request, ownStack }) => {
    test.slow(); // a stack of its own, both apps stopped and the site started again
    const site = ownStack.webUrl;
    const [post] = await panelPosts(ownStack, 'blog', 'pt');
    const seen = ['/pt/blog', postPath(post!, 'pt'), '/en/sobre-nos'];
    // Rendered per request for now (decision 0014), from answers that are cached all the same.
    const board = `${site}/pt/talents/mulheres`;
    for (const path of seen) expect((await page.goto(`${site}${path}`))?.status(), path).toBe(200);
    expect((await page.goto(board))?.status()).toBe(200);
    // A name search is kept in memory only ('random addresses' below): after the restart it is
    // rendered again, from the talent list kept on disk.
    const someone = (await page.locator('main a[href*="/modelo/"]').first().innerText()).trim().split(/\s+/)[0]!;
    const search = `${site}/pt/modelos/${encodeURIComponent(someone.toLowerCase())}`;
    expect((await page.goto(search))?.status()).toBe(200);
    await expect(page.getByRole('link', { name: new RegExp(someone, 'i') }).first()).toBeVisible();

    await ownStack.stopBackend();
    await ownStack.stopWeb();
    await ownStack.startWeb();

    for (const path of seen) {
      // Stale after the restart: served, and regenerated with the back end down.
      await expect.poll(() => cacheState(request, `${site}${path}`), { timeout: 20_000 }).toBe('STALE');
    }
    await page.goto(`${site}/pt/blog`);
    await expect(page.getByRole('heading', { level: 1, name: 'BLOG' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Leia mais: ${post!.title}` })).toBeVisible();
    expect((await page.goto(`${site}${postPath(post!, 'pt')}`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    expect((await page.goto(`${site}/en/sobre-nos`))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'AGENCY' })).toBeVisible();
    expect((await page.goto(board))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();
    expect((await page.goto(search))?.status()).toBe(200);
    await expect(page.getByRole('link', { name: new RegExp(someone, 'i') }).first()).toBeVisible();

    // Never rendered, its data never fetched: the error of decision 0003, 503 and in words.
    expect((await page.goto(`${site}/en/campanhas`))?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeVisible();
  });
});

test.describe('random addresses', () => {
  test('are kept in memory, not on disk; the pages with an address of their own are written to disk', async ({ request, ownStack }) => {
    test.slow(); // a stack of its own
    const site = ownStack.webUrl;
    const cacheDir = path.join(ownStack.dataDir, 'site-cache');
    /** Every page written to disk, by its address inside Next ('/pt/blog'). */
    const onDisk = () =>
      (fs.readdirSync(cacheDir, { recursive: true }) as string[])
        .filter((file) => file.endsWith('.page'))
        .map((file) => file.slice(file.indexOf('$') + 1, -'.page'.length));

    const board = await (await request.get(`${site}/pt/talents/mulheres`)).text();
    const gallery = /href="(\/pt\/modelo\/(\d+)\/[^"]+)"/.exec(board);
    expect(gallery).toBeTruthy();
    const own = ['/pt/blog', '/pt/sobre-nos', gallery![1]!];
    for (const page of own) await untilHit(request, `${site}${page}`);
    await expect.poll(onDisk, { timeout: 20_000 }).toEqual(expect.arrayContaining(['/pt/blog', '/pt/sobre-nos', gallery![1]!, '/pt/talents/mulheres']));

    // What anyone can make up: unknown pages, posts and talents, name searches, filter
    // combinations, a talent under another name. Each is answered and served from memory.
    const n = Date.now() % 100_000;
    const random: [string, number][] = [
      [`/pt/nope-${n}`, 404],
      [`/en/blog/nope-${n}`, 404],
      [`/pt/modelo/9${n}/ninguem`, 404],
      [`/pt/modelos/zz${n}`, 200],
      [`/pt/talents/mulheres?height=150-1${70 + (n % 20)}`, 200],
      // A redirect to its own name.
      [`/pt/modelo/${gallery![2]}/outro-nome-${n}`, 308],
    ];
    for (const [page, status] of random) {
      expect((await request.get(`${site}${page}`, { maxRedirects: 0 })).status(), page).toBe(status);
      if (status === 200) await untilHit(request, `${site}${page}`);
    }
    const written = onDisk();
    for (const made of [`nope-${n}`, `/9${n}/`, `zz${n}`, '/f/', `outro-nome-${n}`]) {
      expect(written.filter((page) => page.includes(made)), made).toEqual([]);
    }
  });
});
