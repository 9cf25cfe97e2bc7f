/** The browser bundle stays lean: no client chunk of the production build (apps/web/.next,
 * built by run.mjs before the tests) carries a contract schema, and no route's first load carries
 * zod. Client code takes its constants from `@vitrine/contracts/constants` (or the offices alone
 * from `@vitrine/contracts/offices`), which import nothing; `zod/mini` may parse what a visitor brings in a chunk loaded on use (a shared
 * selection's verdict link: docs/decisions/0029-selection-review.md). */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { REPO_ROOT } from './stack';

const CHUNKS_DIR = path.join(REPO_ROOT, 'apps', 'web', '.next', 'static', 'chunks');

/** What betrays zod (its class names survive minification) or a contract schema (the wire's
 * field names, such as the sign-in secrets' names, appear nowhere else in browser code). */
const ZOD: [string, RegExp] = ['zod', /\$Zod[A-Z][A-Za-z]+|ZodError|zod\.dev/];
const MARKERS: [string, RegExp][] = [
  ['the sign-in contract', /\b(?:api_key|api_token|access_token)\b/],
  ['the list contract', /\b(?:per_page|current_page|last_page|batchItems)\b/],
];

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.name.endsWith('.js') ? [full] : [];
  });
}

/** The chunks some route loads first (the build's own diagnostics, as budget.spec.ts reads them). */
function firstLoadChunks(): Set<string> {
  const stats = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'apps', 'web', '.next', 'diagnostics', 'route-bundle-stats.json'), 'utf8')) as { firstLoadChunkPaths: string[] }[];
  return new Set(stats.flatMap((route) => route.firstLoadChunkPaths.map((chunk) => path.join(REPO_ROOT, 'apps', 'web', chunk))));
}

test('no client chunk contains a contract schema, and no first load contains zod', () => {
  expect(fs.existsSync(CHUNKS_DIR), `${CHUNKS_DIR} (run.mjs builds apps/web first)`).toBe(true);
  const chunks = filesUnder(CHUNKS_DIR);
  expect(chunks.length).toBeGreaterThan(0);
  const firstLoad = firstLoadChunks();
  expect(firstLoad.size).toBeGreaterThan(0);
  const found: string[] = [];
  for (const file of chunks) {
    const text = fs.readFileSync(file, 'utf8');
    for (const [what, marker] of firstLoad.has(file) ? [ZOD, ...MARKERS] : MARKERS) {
      const match = marker.exec(text);
      if (match) found.push(`${path.relative(CHUNKS_DIR, file)}: ${what} (${match[0]})`);
    }
  }
  expect(found, 'client chunks with a contract schema, first loads with zod').toEqual([]);
});

test('the toaster (sonner) and the loading bar (nprogress) are built, but in no first load', () => {
  // next/dynamic loads them once a page is hydrated (docs/decisions/0037-deferred-parts-and-board-url.md).
  const parts: [string, RegExp][] = [
    ['sonner', /data-sonner-toaster/],
    ['nprogress', /#nprogress/],
  ];
  const chunks = filesUnder(CHUNKS_DIR);
  const firstLoad = firstLoadChunks();
  for (const [what, marker] of parts) {
    const holders = chunks.filter((file) => marker.test(fs.readFileSync(file, 'utf8')));
    expect(holders.length, `a chunk with ${what}`).toBeGreaterThan(0);
    expect(holders.filter((file) => firstLoad.has(file)).map((file) => path.relative(CHUNKS_DIR, file)), `first-load chunks with ${what}`).toEqual([]);
  }
});
