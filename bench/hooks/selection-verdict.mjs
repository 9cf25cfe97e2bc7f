/**
 * The selection page's budget (docs/decisions/0030-selection-files.md): a verdict changed on a
 * selection of 30 talents is painted within 50 ms with Chromium's CPU slowed 4× (CDP
 * Emulation.setCPUThrottlingRate). The 30 talents are put in the browser's favourites and
 * /pt/e-casting opened; each round clicks yes, maybe or no on a talent and measures
 *  - painted: from the pointer going down to the first frame after the summary
 *    ("N sim · N talvez · N não") shows the change (rAF, then a task: the frame is out);
 *  - paintedFromClick: the same from the click event (without the gap between the driver's
 *    button down and up, which a loaded machine stretches);
 *  - inp: the interaction's Event Timing duration (PerformanceObserver, 16 ms threshold; 0 below).
 * The row is scrolled into view (its cover loaded) before each change. The median, best and
 * worst of ROUNDS changes, at 4× and, for reference, unthrottled. Figures only, like every hook.
 *
 *   node bench/hooks/selection-verdict.mjs http://127.0.0.1:3000   # on its own
 */
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { talentIds } from './selection-pdf.mjs';

const ROUNDS = Number(process.env.BENCH_VERDICT_ROUNDS ?? 15);
const VERDICTS = ['Sim', 'Talvez', 'Não'];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const figures = (values) => ({ medianMs: median(values), bestMs: Math.min(...values), worstMs: Math.max(...values) });

async function measure(page, cdp, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const groups = page.getByRole('radiogroup');
  const count = await groups.count();
  const painted = [];
  const fromClick = [];
  const inp = [];
  for (let round = 0; round < ROUNDS + 2; round++) {
    // A talent and a verdict it does not have yet, so that every click changes the summary.
    const group = groups.nth((round * 7) % count);
    const verdict = VERDICTS[round % VERDICTS.length];
    const radio = group.getByRole('radio', { name: verdict });
    if (await radio.isChecked()) await group.getByRole('radio', { name: VERDICTS[(round + 1) % 3] }).click();
    // The row scrolled into view first and its cover loaded: a visitor reads a row before judging
    // it, and the click should not pay for the scroll's layout and image decoding.
    await radio.scrollIntoViewIfNeeded();
    await radio.evaluate((input) => Promise.all([...(input.closest('li')?.querySelectorAll('img') ?? [])].map((image) => image.decode().catch(() => null))));
    await page.waitForTimeout(300);
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__inp = new Map();
      w.__observer?.disconnect();
      w.__observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const id = /** @type {any} */ (entry).interactionId;
          if (id) w.__inp.set(id, Math.max(w.__inp.get(id) ?? 0, entry.duration));
        }
      });
      w.__observer.observe({ type: 'event', durationThreshold: 16 });
      w.__painted = new Promise((done) => {
        const start = { down: 0, click: 0 };
        addEventListener('pointerdown', () => (start.down = performance.now()), { once: true, capture: true });
        addEventListener('click', () => (start.click = performance.now()), { once: true, capture: true });
        const summary = [...document.querySelectorAll('p')].find((p) => /\d+ sim · \d+ talvez · \d+ não/.test(p.textContent ?? ''));
        const observer = new MutationObserver(() => {
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => done({ fromDown: performance.now() - start.down, fromClick: performance.now() - start.click }), 0));
        });
        observer.observe(summary, { childList: true, characterData: true, subtree: true });
      });
    });
    await radio.click();
    const times = await page.evaluate(() => /** @type {any} */ (window).__painted);
    await page.waitForTimeout(300); // the Event Timing entry arrives after the frame
    const worst = await page.evaluate(() => Math.max(0, .../** @type {any} */ (window).__inp.values()));
    if (round < 2) continue; // warm-up: the first changes compile the handlers
    painted.push(Math.round(times.fromDown));
    fromClick.push(Math.round(times.fromClick));
    inp.push(Math.round(worst));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { cpuThrottle: rate, rounds: ROUNDS, painted: figures(painted), paintedFromClick: figures(fromClick), inp: figures(inp) };
}

export default async function selectionVerdict({ siteUrl, chromiumPath = '/usr/bin/chromium' }) {
  const ids = await talentIds(siteUrl);
  const talents = await (await fetch(`${siteUrl}/api/favourites?ids=${ids.join(',')}&lang=pt`)).json();
  const stored = JSON.stringify({ favoriteList: talents.map(({ id, name, cover }) => ({ id, name, cover })) });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript((value) => {
      localStorage.setItem('favorites', value);
      localStorage.removeItem('vitrine:verdicts');
    }, stored);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${siteUrl}/pt/e-casting`, { waitUntil: 'networkidle' });
    // The whole list with its measurements (the talents' data has arrived).
    await page.getByRole('radiogroup').nth(talents.length - 1).waitFor();
    await page.getByRole('listitem').filter({ has: page.getByRole('radiogroup') }).last().locator('dl').waitFor();
    const rows = await page.getByRole('radiogroup').count();
    // BENCH_TRACE=file: a Chromium trace (devtools.timeline) of three throttled changes, to see
    // where a change's time goes (open it in DevTools' Performance panel).
    if (process.env.BENCH_TRACE) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { path: process.env.BENCH_TRACE, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'] });
      for (const [n, verdict] of [[3, 'Sim'], [4, 'Talvez'], [5, 'Não']]) {
        await page.getByRole('radiogroup').nth(n).getByRole('radio', { name: verdict }).click();
        await page.waitForTimeout(300);
      }
      await browser.stopTracing();
    }
    const throttled = await measure(page, cdp, 4);
    const unthrottled = await measure(page, cdp, 1);
    return {
      talents: rows,
      budgetMs: 50,
      throttled,
      unthrottled,
      loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [siteUrl = 'http://127.0.0.1:3000'] = process.argv.slice(2);
  console.log(JSON.stringify(await selectionVerdict({ siteUrl }), null, 2));
}
