#!/usr/bin/env node
/**
 * Board measurements (docs/decisions/0016-board-filters.md):
 *  - bytes: the largest board's HTML with its inline data, gzipped (the budget: ≤ 120 KB with
 *    the default data set, ≤ 300 KB with DEMO_DATA=large);
 *  - first-load JavaScript of the board route, gzipped, from .next/diagnostics/route-bundle-stats.json
 *    (budget ≤ 150 KB);
 *  - interaction latency on the largest board with Chromium's CPU slowed 4×: each letter and
 *    filter change's INP (Event Timing, PerformanceObserver) and the time until the new list is
 *    painted (budget ≤ 100 ms).
 *    Each change is made ROUNDS times (--rounds, default 3); the median and the best are
 *    reported, since on a shared machine the worst figure mostly measures the neighbours.
 * Usage: node bench/boards.mjs [--data default|large] [--port 3105] [--backend-port 4105]
 *        [--rounds 3] [--data-dir DIR] [--site http://127.0.0.1:3205 (a site already running)]
 * Needs a production build (npm run build). Starts the site and the built-in back end on the
 * given ports with a data folder of its own (kept in the system's temp folder for later runs).
 * Figures depend on the machine: on a shared 2-core box they are noisy.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
};
const data = arg('data', 'default');
const port = Number(arg('port', '3105'));
const backendPort = Number(arg('backend-port', '4105'));
const rounds = Number(arg('rounds', '3'));
const running = arg('site', null);
const site = running ?? `http://127.0.0.1:${port}`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function firstLoadJs(route) {
  const stats = JSON.parse(readFileSync(join(root, 'apps/web/.next/diagnostics/route-bundle-stats.json'), 'utf8'));
  const entry = stats.find((r) => r.route === route);
  if (!entry) throw new Error(`no bundle stats for ${route}`);
  return entry.firstLoadChunkPaths.reduce((sum, path) => sum + gzipSync(readFileSync(join(root, 'apps/web', path)), { level: 9 }).length, 0);
}

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer in ${ms / 1000} s`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

async function measureInteractions(path) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(site + path, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Fechar' }).waitFor();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    w.__inp = new Map();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const id = /** @type {any} */ (entry).interactionId;
        if (id) w.__inp.set(id, Math.max(w.__inp.get(id) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
  /** The longest interaction since the map was last cleared (0: under the 16 ms threshold). */
  const takeInp = () =>
    page.evaluate(() => {
      const w = /** @type {any} */ (window);
      const worst = Math.max(0, ...w.__inp.values());
      w.__inp.clear();
      return Math.round(worst);
    });
  const count = page.getByRole('main').getByRole('status');
  const steps = [
    ['letter M', () => page.getByRole('navigation', { name: 'Inicial do nome' }).getByRole('link', { name: 'M', exact: true }).click()],
    ['letter Todos', () => page.getByRole('navigation', { name: 'Inicial do nome' }).getByRole('link', { name: 'Todos' }).click()],
    ['hair Loiro', () => page.getByLabel('Cabelo').selectOption({ label: 'Loiro' })],
    ['eyes Azul', () => page.getByLabel('Olhos').selectOption({ label: 'Azul' })],
    ['hair Todos', () => page.getByLabel('Cabelo').selectOption({ label: 'Todos' })],
    ['eyes Todos', () => page.getByLabel('Olhos').selectOption({ label: 'Todos' })],
    ['office São Paulo', () => page.getByRole('navigation', { name: 'Escritórios' }).getByRole('link', { name: 'São Paulo' }).click()],
    ['office all', () => page.getByRole('navigation', { name: 'Escritórios' }).getByRole('link', { name: 'Todos os escritórios' }).click()],
  ];
  const results = [];
  for (let round = 0; round < rounds; round++) for (const [name, act] of steps) {
    const before = await count.textContent();
    // Time from the input to the first frame painted after the count shows the new list.
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__painted = new Promise((done) => {
        const start = { t: 0 };
        addEventListener('pointerdown', () => (start.t = performance.now()), { once: true, capture: true });
        addEventListener('input', () => (start.t ||= performance.now()), { once: true, capture: true });
        const status = document.querySelector('main [role=status]');
        const observer = new MutationObserver(() => {
          if (/Atualizando/.test(status.textContent)) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => done(performance.now() - start.t), 0));
        });
        observer.observe(status, { childList: true, characterData: true, subtree: true });
      });
    });
    await act();
    const painted = await page.evaluate(() => /** @type {any} */ (window).__painted);
    const after = await count.textContent();
    await page.waitForTimeout(300); // let the Event Timing entry arrive
    results.push({ name, before, after, painted: Math.round(painted), inp: await takeInp() });
  }
  await browser.close();
  return results;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const dataDir = arg('data-dir', join(tmpdir(), `vitrine-bench-boards-${data}`));
const stack = running ? null : spawn('node', ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), BACKEND_PORT: String(backendPort), DATA_DIR: dataDir, DEMO_DATA: data, CACHE_DIR: join(dataDir, 'site-cache') },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
try {
  await waitFor(`${site}/pt/talents`, 600_000);
  console.log(running ? `site: ${site}` : `data set: ${data} (data folder ${dataDir})`);
  for (const path of ['/pt/talents', '/pt/talents/mulheres']) {
    const html = await (await fetch(site + path)).text();
    const talents = (/([\d.]+)(?:<!-- -->)? talentos/.exec(html) ?? [])[1];
    console.log(`${path}: ${talents} talents, HTML + inline data ${kb(html.length)} raw, ${kb(gzipSync(html, { level: 9 }).length)} gzipped`);
  }
  console.log(`first-load JS /[lang]/talents/[category]: ${kb(firstLoadJs('/[lang]/talents/[category]'))} gzipped`);
  const results = await measureInteractions('/pt/talents');
  console.log(`interactions on /pt/talents, 4× CPU throttling, ${rounds} rounds (median / best / worst, ms):`);
  for (const [name] of new Map(results.map((r) => [r.name, r]))) {
    const mine = results.filter((r) => r.name === name);
    const figures = (key) => {
      const values = mine.map((r) => r[key]);
      return `${median(values)} / ${Math.min(...values)} / ${Math.max(...values)}`;
    };
    console.log(`  ${name}: ${mine[0].before} → ${mine[0].after}; INP ${figures('inp')}; new list painted ${figures('painted')}`);
  }
  const worst = (key) => Math.max(...[...new Set(results.map((r) => r.name))].map((name) => median(results.filter((r) => r.name === name).map((r) => r[key]))));
  console.log(`worst median: INP ${worst('inp')} ms, new list painted ${worst('painted')} ms (load average ${loadavg().map((l) => l.toFixed(1)).join(', ')})`);
} finally {
  if (stack) process.kill(-stack.pid, 'SIGTERM');
}
