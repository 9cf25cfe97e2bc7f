/** Deterministic byte budgets. Timings and throughput are measured by `npm run bench`, never
 * asserted here. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';
import { REPO_ROOT } from './stack';

const WEB_DIR = path.join(REPO_ROOT, 'apps', 'web');
const KB = 1024;
/** What the site may add to Next's own first-load JavaScript on any route, gzipped: the frame,
 * next/link, next/image, next-intl's provider and navigation, and the page's own code. */
const FIRST_LOAD_JS_ABOVE_FLOOR = 25 * KB;
/** Next's floor: the not-found route, which loads React, the App Router and the bundler's runtime
 * and nothing of the site. Measured in the same build, so the budget follows Next's own weight. */
const FLOOR_ROUTE = '/_not-found';
/** HTML + inline data of the largest board with the default data set, gzipped. */
const BOARD_HTML_BUDGET = 120 * KB;

interface RouteBundleStats {
  route: string;
  firstLoadChunkPaths: string[];
}

/** Gzipped first-load JavaScript per route, from the build's own diagnostics. */
function firstLoadJs(): { route: string; bytes: number }[] {
  const file = path.join(WEB_DIR, '.next', 'diagnostics', 'route-bundle-stats.json');
  const stats = JSON.parse(fs.readFileSync(file, 'utf8')) as RouteBundleStats[];
  return stats.map(({ route, firstLoadChunkPaths }) => ({
    route,
    bytes: firstLoadChunkPaths.reduce((sum, chunk) => sum + gzipSync(fs.readFileSync(path.join(WEB_DIR, chunk))).length, 0),
  }));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

test('first-load JavaScript of every route is at most Next’s floor (the not-found route) + 25 KB gzipped', async ({}, testInfo) => {
  const routes = firstLoadJs();
  expect(routes.length).toBeGreaterThan(10);
  const floor = routes.find((r) => r.route === FLOOR_ROUTE);
  expect(floor, `${FLOOR_ROUTE} in route-bundle-stats.json`).toBeDefined();
  const budget = floor!.bytes + FIRST_LOAD_JS_ABOVE_FLOOR;
  // The boards are the heaviest routes (cards with hearts, letters, filters in the URL, a live
  // count and next/image): all four must be in the build's table.
  expect(routes.filter((r) => r.route.startsWith('/[lang]/talents')).length, 'the four board routes').toBe(4);
  const table = routes.map((r) => `${r.route}: ${kb(r.bytes)} (floor + ${kb(r.bytes - floor!.bytes)})`).join('\n');
  await testInfo.attach('first-load-js.txt', { body: `floor ${kb(floor!.bytes)}, budget ${kb(budget)}\n${table}\n`, contentType: 'text/plain' });
  const over = routes
    .filter((r) => r.bytes > budget)
    .map((r) => `${r.route}: ${kb(r.bytes)}, ${kb(r.bytes - budget)} over floor ${kb(floor!.bytes)} + 25 KB`);
  expect(over).toEqual([]);
});

test('the largest board of the default data set weighs at most 120 KB gzipped (HTML + inline data)', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const boards = [...new Set([...sitemap.matchAll(/<loc>[^<]*?(\/pt\/talents\/[a-z-]+)<\/loc>/g)].map((m) => m[1]!))];
  expect(boards.length).toBeGreaterThanOrEqual(5);
  const weights = [];
  for (const board of boards) {
    const response = await request.get(board);
    expect(response.status(), board).toBe(200);
    weights.push({ board, bytes: gzipSync(await response.body()).length });
  }
  const largest = weights.reduce((a, b) => (b.bytes > a.bytes ? b : a));
  expect(largest.bytes, `${largest.board}: ${(largest.bytes / KB).toFixed(1)} KB`).toBeLessThanOrEqual(BOARD_HTML_BUDGET);
});

/** The RSC rows of a page's HTML, joined: what the browser hydrates from. */
function flightText(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as [number, string?])
    .filter((row) => row[0] === 1)
    .map((row) => row[1] ?? '')
    .join('');
}

test('each inlined stylesheet is in the page twice at most: its style element and one copy to hydrate it', async ({ request }) => {
  // With inlined CSS, Next writes every boundary's CSS files as text into the RSC payload; the
  // not-found and global-error documents outside the frame once added two more copies of the
  // frame's CSS to every page (docs/decisions/0022-site-overhead.md).
  const blog = await (await request.get('/pt/blog')).text();
  const post = /href="(\/blog\/[^"]+)"/.exec(blog)?.[1];
  const board = await (await request.get('/pt/talents/mulheres')).text();
  const gallery = /href="(\/pt\/modelo\/\d+\/[^"]+)"/.exec(board)?.[1];
  expect(post && gallery).toBeTruthy();
  for (const page of ['/', '/en', '/pt/blog', post!, gallery!, '/pt/contato', '/pt/talents/mulheres']) {
    const html = await (await request.get(page)).text();
    const files = [...html.matchAll(/<style[^>]*data-href="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
    expect(files.length, page).toBeGreaterThan(0);
    const flight = flightText(html);
    for (const file of files) expect(flight.split(`"href":"${file}"`).length - 1, `${page}: ${file}`).toBe(1);
  }
});
