/**
 * The budgets `npm run bench` states, one table per run, per page:
 *  - the site alone ≥ 90 % of a bare prerendered App Router page of the same weight (req/s at 50
 *    connections: Next's ceiling for a page);
 *  - behind deploy/nginx.conf ≥ 70 % of nginx serving the same bytes as a static file (req/s at 50
 *    connections: the machine's ceiling);
 *  - p99 behind nginx ≤ 20 ms at 10 connections;
 *  - first-load JS of the page's route ≤ Next's floor (the not-found route of the same build)
 *    + 25 KB gzipped (what e2e/budget.spec.ts asserts for every route);
 *  - Lighthouse mobile: performance ≥ 95, accessibility, best practices and SEO 100.
 * Each line says pass or FAIL for the figures of this run; nothing is asserted (a busy machine
 * gives noisy numbers), and a figure this run did not take says "not measured". The two ratio
 * lines are the median of `ratioPairs` alternating pairs of wrk runs: one 5 s pair moved by up to
 * 15 points between runs of one build on a two-core machine (bench/results/bench-2026-12-05.md).
 */

export const BUDGETS = {
  siteToBarePage: 0.9,
  nginxToStatic: 0.7,
  nginxP99Ms: 20,
  ratioConnections: 50,
  ratioPairs: 3,
  p99Connections: 10,
  firstLoadJsAboveFloorKb: 25,
  lighthousePerformance: 95,
  lighthouseOthers: 100,
};

/** The middle value of the numbers among `values` (the upper one of an even count), or null. */
export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}

/** Requests per second of `run` against `ceiling`'s, to two decimals (null without a ceiling). */
export const ratioOf = (run, ceiling) => (ceiling.rps ? Number((run.rps / ceiling.rps).toFixed(2)) : null);

/**
 * The ratio lines' figures at `connections`: `run` against `ceiling`, and at the budget's count
 * `again(pair)` for each further pair (2, 3…), which measures both once more and returns
 * `[run, ceiling]`. Returns every pair's ratio and their median.
 */
export function pairedRatios(run, ceiling, connections, again) {
  const ratios = [ratioOf(run, ceiling)];
  for (let pair = 2; connections === BUDGETS.ratioConnections && pair <= BUDGETS.ratioPairs; pair++) ratios.push(ratioOf(...again(pair)));
  return { ratios, ratio: median(ratios) };
}

/** Next's floor for first-load JS: the not-found route, which loads nothing of the site. */
export const FLOOR_ROUTE = '/_not-found';

/** The route (as in route-bundle-stats.json) that serves each measured page. */
export const PAGE_ROUTES = {
  home: '/[lang]',
  board: '/[lang]/talents/[category]',
  gallery: '/[lang]/modelo/[id]/[name]',
  blog: '/[lang]/blog',
  post: '/[lang]/blog/[slug]',
};

/** req/s as read: whole numbers with thousands separators, one decimal below 100. */
const thousands = (n) => (n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const percent = (ratio) => `${Math.round(ratio * 100)} %`;

/**
 * One row per page and budget: `{ page, budget, measured, pass }` (`pass` null: not measured).
 * @param {{ pages: Record<string, string>, throughput: Record<string, any>, behindNginx: Record<string, any> | null,
 *   firstLoadJs: { route: string, kb: number }[], lighthouse: Record<string, any>, lighthouseControl?: Record<string, any>,
 *   lighthouseRuns: number }} run
 */
export function budgetRows({ pages, throughput, behindNginx, firstLoadJs, lighthouse, lighthouseControl = {}, lighthouseRuns }) {
  const b = BUDGETS;
  const floor = firstLoadJs.find((r) => r.route === FLOOR_ROUTE)?.kb ?? null;
  // The bare Next page measured before and after the pages: what any Next page scored meanwhile.
  const control = Object.entries(lighthouseControl)
    .filter(([, r]) => r)
    .map(([when, r]) => `${r.performance} ${when}`)
    .join(', ');
  const rows = [];
  for (const name of Object.keys(pages)) {
    const row = (budget, measured, pass) => rows.push({ page: name, budget, measured: pass === null && !measured ? 'not measured' : measured, pass });

    // "416 vs 517; pairs 81 %, 73 %, 83 % → 81 %": the first pair's req/s, each pair's ratio, the median.
    const pairs = (first, ceiling, ratios, middle) =>
      `${thousands(first.rps)} vs ${thousands(ceiling.rps)}; ${ratios.length > 1 ? `pairs ${ratios.map(percent).join(', ')} → ` : ''}${percent(middle)}`;
    const alone = throughput?.[name]?.[b.ratioConnections];
    const aloneRatio = alone?.barePageRatio;
    row(
      `site alone ≥ ${percent(b.siteToBarePage)} of a bare prerendered page (req/s, ${b.ratioConnections} conns)`,
      typeof aloneRatio === 'number' ? pairs(alone.site, alone.barePage, alone.barePageRatios, aloneRatio) : '',
      typeof aloneRatio === 'number' ? aloneRatio >= b.siteToBarePage : null,
    );

    const front = behindNginx?.[name]?.[b.ratioConnections];
    const errors = (r) => (r?.non2xx ? `, ${thousands(r.non2xx)} non-2xx` : '');
    row(
      `behind nginx ≥ ${percent(b.nginxToStatic)} of the same bytes as a static file (req/s, ${b.ratioConnections} conns)`,
      typeof front?.ratio === 'number' ? `${pairs(front.nginx, front.static, front.ratios, front.ratio)}${errors(front.nginx)}` : '',
      typeof front?.ratio === 'number' ? front.ratio >= b.nginxToStatic && !front.nginx.non2xx : null,
    );

    const p99 = behindNginx?.[name]?.[b.p99Connections]?.nginx;
    row(
      `p99 behind nginx ≤ ${b.nginxP99Ms} ms (${b.p99Connections} conns)`,
      typeof p99?.p99 === 'number' ? `${p99.p99} ms${errors(p99)}` : '',
      typeof p99?.p99 === 'number' ? p99.p99 <= b.nginxP99Ms && !p99.non2xx : null,
    );

    const js = firstLoadJs.find((r) => r.route === PAGE_ROUTES[name])?.kb ?? null;
    const jsBudget = floor === null ? null : Number((floor + b.firstLoadJsAboveFloorKb).toFixed(1));
    row(
      `first-load JS ≤ floor (${FLOOR_ROUTE}) + ${b.firstLoadJsAboveFloorKb} KB gzipped`,
      js !== null && jsBudget !== null ? `${js} KB (${PAGE_ROUTES[name]}) vs ${floor} + ${b.firstLoadJsAboveFloorKb} = ${jsBudget} KB` : '',
      js !== null && jsBudget !== null ? js <= jsBudget : null,
    );

    const lh = lighthouseRuns > 0 ? lighthouse?.[name] : undefined;
    row(
      `Lighthouse mobile performance ≥ ${b.lighthousePerformance}`,
      lh ? `${lh.performance} (median; runs ${lh.runs.join(', ')}; load ${lh.loadAverage}${control ? `; a bare Next page: ${control}` : ''})` : lh === null ? 'every run failed' : '',
      lh ? lh.performance >= b.lighthousePerformance : lh === null ? false : null,
    );
    row(
      `Lighthouse accessibility / best practices / SEO = ${b.lighthouseOthers}`,
      lh ? `${lh.accessibility} / ${lh.bestPractices} / ${lh.seo}` : lh === null ? 'every run failed' : '',
      lh ? [lh.accessibility, lh.bestPractices, lh.seo].every((s) => s >= b.lighthouseOthers) : lh === null ? false : null,
    );
  }
  return rows;
}

/** The rows as a Markdown table (what the bench prints, and what a results note can keep). */
export function budgetTable(rows) {
  const mark = (pass) => (pass === null ? '–' : pass ? 'pass' : '**FAIL**');
  return [
    '| page | budget | measured | result |',
    '|---|---|---|---|',
    ...rows.map((r) => `| ${r.page} | ${r.budget} | ${r.measured} | ${mark(r.pass)} |`),
  ].join('\n');
}
