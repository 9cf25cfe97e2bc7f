#!/usr/bin/env node
/**
 * `npm run bench`: the site's own cost, measured side by side in one run (README, Benchmarks).
 *  1. installs what is missing: the workspaces' dependencies (npm ci), wrk, nginx and its brotli
 *     module (apt), this folder's tools (Lighthouse 12.8, Node 20 line; own lock, outside the
 *     workspaces); builds the site when its build is missing or stale;
 *  2. starts the built-in back end on DEMO_DATA=large (5,000 talents, fresh data folder) and the
 *     production site (apps/web/server.mjs, as `npm start` runs it) on free ports, with a fresh cache;
 *  3. saves the HTML of home, a board, a gallery, the blog list and a post, writes each as a
 *     prerendered route of the bare reference app (bench/reference), and beside it a bare
 *     prerendered page of about the same weight (`/<page>-page`), builds and starts it;
 *  4. wrk at 1, 10 and 50 connections on the site, the route and the bare page, the site's RSS
 *     before, under and after load; then the site behind deploy/nginx.conf beside nginx serving
 *     the saved bytes as files (bench/nginx.mjs); HTML gzipped, first-load JS gzipped per route,
 *     Lighthouse mobile (median of 3) with a bare Next page as its control before and after the
 *     pages, the hooks of bench/hooks/;
 *  5. prints the tables, then the budgets per page with pass/fail (bench/budgets.mjs), and
 *     writes bench/results/latest.json.
 * Figures, never assertions: a busy machine gives noisy numbers. Options (environment):
 * BENCH_DURATION (seconds per wrk run, 5), BENCH_LIGHTHOUSE_RUNS (3; 0 skips Lighthouse),
 * BENCH_ONLY=lighthouse (no wrk, no nginx: bytes and Lighthouse only), BENCH_PAGES
 * (a comma-separated subset of home,board,gallery,blog,post), BENCH_DATA_DIR (the back end's data
 * folder, kept between runs: seeded once; a fresh temporary one otherwise).
 *
 * `npm run bench -- selection` (any names): only the hooks whose file name starts with one of
 * them, on the same back end and site (built only when the build is stale); their figures go
 * to bench/results/hooks-latest.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { BUDGETS, budgetRows, budgetTable, median, pairedRatios, ratioOf } from './budgets.mjs';
import { BROTLI_MODULE, NGINX } from '../deploy/local-nginx.mjs';
import { siteMallocEnv, siteNodeArgs } from '../apps/web/node-args.mjs';
import { WEB_BUILD_ARGS, webBuildReason } from '../scripts/build-state.mjs';
import { benchBehindNginx } from './nginx.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const webDir = path.join(root, 'apps', 'web');
const refDir = path.join(here, 'reference');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const CHROMIUM = '/usr/bin/chromium';
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CONNECTIONS = [1, 10, 50];
const LIGHTHOUSE_ONLY = process.env.BENCH_ONLY === 'lighthouse';
/** Hook names given on the command line: only those hooks run. */
const ONLY_HOOKS = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const CHOSEN_PAGES = process.env.BENCH_PAGES ? new Set(process.env.BENCH_PAGES.split(',').map((p) => p.trim())) : null;
const say = (line) => console.log(`[bench] ${line}`);
const children = [];
/** The run's temp folder is removed at the end unless a part failed and its logs are in it. */
let keepWork = false;

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
}

/** `run` with its output in the temp folder (vitrine-bench-{name}.log), named when it fails. */
function runLogged(name, command, args, options = {}) {
  const log = path.join(os.tmpdir(), `vitrine-bench-${name}.log`);
  const fd = fs.openSync(log, 'w');
  try {
    run(command, args, { ...options, stdio: ['ignore', fd, fd] });
  } catch (error) {
    throw new Error(`${error.message}; its output: ${log}`);
  } finally {
    fs.closeSync(fd);
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function start(name, command, args, env, cwd = root) {
  const log = fs.createWriteStream(path.join(os.tmpdir(), `vitrine-bench-${name}.log`));
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  children.push(child);
  return child;
}

function stopAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));

async function waitFor(url, what, timeoutMs = 180_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

const text = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
};

/** RSS of a process and its children, in MB. */
function rssMb(pid) {
  let kb = 0;
  const walk = (p) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        for (const c of fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) walk(c);
      }
    } catch {
      /* gone */
    }
  };
  walk(pid);
  return Math.round(kb / 1024);
}

/** CPU time used so far by a process and its children (all their threads), in ms. */
function cpuMs(pid) {
  let ticks = 0;
  const walk = (p) => {
    try {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const fields = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ').pop().split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      for (const task of fs.readdirSync(`/proc/${p}/task`)) {
        for (const c of fs.readFileSync(`/proc/${p}/task/${task}/children`, 'utf8').split(' ').filter(Boolean)) walk(c);
      }
    } catch {
      /* gone */
    }
  };
  walk(pid);
  return ticks * 10; // USER_HZ is 100 on Linux
}

/** wrk's figures: requests per second, p50 and p99 in ms. */
function wrk(url, connections) {
  const result = spawnSync('wrk', ['-t', String(Math.min(2, connections)), '-c', String(connections), '-d', `${DURATION}s`, '--latency', url], {
    encoding: 'utf8',
  });
  const out = result.stdout ?? '';
  const ms = (label) => {
    const m = new RegExp(`\\s${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return null;
    const value = Number(m[1]);
    return m[2] === 'us' ? value / 1000 : m[2] === 's' ? value * 1000 : value;
  };
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0), p50: ms('50'), p99: ms('99'), non2xx };
}

/** The CPU slowdown that Lighthouse's calculator (linked from its docs/throttling.md, "Calibrating
 * the CPU slowdown") gives for a host's benchmarkIndex, to emulate the same mid-tier phone as
 * 4× on a desktop of about 1,533. Reported beside the scores; the runs keep Lighthouse's default. */
function calibratedSlowdown(benchmarkIndex) {
  const multiplier = benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Number(Math.max(1, multiplier).toFixed(1));
}

/** One Lighthouse run (mobile, simulated throttling, Debian's Chromium); its report, or null
 * when the run failed (Lighthouse's NO_NAVSTART and the like, now and then on a busy machine). */
function lighthouseRun(url, out) {
  fs.rmSync(out, { force: true });
  const result = spawnSync(
    path.join(here, 'node_modules', '.bin', 'lighthouse'),
    [url, '--quiet', '--output=json', `--output-path=${out}`, '--only-categories=performance,accessibility,best-practices,seo', '--chrome-flags=--headless=new --no-sandbox --disable-gpu'],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: 'utf8' },
  );
  return result.status === 0 && fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null;
}

/** Lighthouse mobile, median of LIGHTHOUSE_RUNS; each report is kept in the temp folder
 * (vitrine-bench-lh-{page}-{run}.json) to read what it names.
 * First one discarded run (its report is vitrine-bench-lh-{page}-warmup.json): the first visit
 * after the site starts makes `/_next/image` encode the page's images at Lighthouse's viewport
 * and pixel ratio, and Lighthouse's simulation keeps the server times it observed, so that run
 * measured the optimiser's first encode, not the page (a cold cache that a site behind a CDN, or
 * visited once, does not have). A failed run is tried again, up to LIGHTHOUSE_RUNS more times. */
function lighthouse(url, name) {
  lighthouseRun(url, path.join(os.tmpdir(), `vitrine-bench-lh-${name}-warmup.json`));
  const runs = [];
  for (let attempt = 0; runs.length < LIGHTHOUSE_RUNS && attempt < 2 * LIGHTHOUSE_RUNS; attempt++) {
    const report = lighthouseRun(url, path.join(os.tmpdir(), `vitrine-bench-lh-${name}-${runs.length}.json`));
    if (!report) continue;
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    runs.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      fcpMs: Math.round(report.audits['first-contentful-paint']?.numericValue ?? 0),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(report.audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      benchmarkIndex: Math.round(report.environment?.benchmarkIndex ?? 0),
    });
  }
  if (!runs.length) return null;
  return { ...Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))])), runs: runs.map((r) => r.performance) };
}

function firstLoadJs() {
  const file = path.join(webDir, '.next', 'diagnostics', 'route-bundle-stats.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).map(({ route, firstLoadChunkPaths }) => ({
    route,
    kb: Number((firstLoadChunkPaths.reduce((sum, c) => sum + gzipSync(fs.readFileSync(path.join(webDir, c))).length, 0) / 1024).toFixed(1)),
  }));
}

/** The built-in back end on DEMO_DATA=large (a fresh data folder) and the production site. */
async function startStack() {
  const secrets = Object.fromEntries(
    ['INTEGRATION_SALT', 'INTEGRATION_API_KEY', 'PANEL_SALT', 'PANEL_API_TOKEN', 'REVALIDATE_SECRET'].map((n) => [n, randomBytes(18).toString('hex')]),
  );
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-'));
  const [backendPort, sitePort] = [await freePort(), await freePort()];
  const backendUrl = `http://127.0.0.1:${backendPort}`;
  const site = `http://127.0.0.1:${sitePort}`;
  say(`starting the back end (DEMO_DATA=large, ${process.env.BENCH_DATA_DIR ?? `${work}/data`})…`);
  start('backend', bin('tsx'), ['apps/backend/src/server.ts'], {
    ...secrets,
    BACKEND_HOST: '127.0.0.1',
    BACKEND_PORT: String(backendPort),
    DATA_DIR: process.env.BENCH_DATA_DIR ?? path.join(work, 'data'),
    DEMO_DATA: 'large',
    SITE_URL: site,
    LOG_LEVEL: 'warn',
  });
  await waitFor(`${backendUrl}/health`, 'the back end', 600_000);
  const siteEnv = {
    ...secrets,
    NODE_ENV: 'production',
    INTEGRATION_URL: `${backendUrl}/integration`,
    PANEL_URL: `${backendUrl}/panel`,
    SITE_URL: site,
    CACHE_DIR: path.join(work, 'site-cache'),
    NEXT_TELEMETRY_DISABLED: '1',
  };
  Object.assign(siteEnv, siteMallocEnv({ ...process.env, ...siteEnv }));
  const web = start('site', process.execPath, [...siteNodeArgs(siteEnv), 'server.mjs', '-p', String(sitePort), '-H', '127.0.0.1'], siteEnv, webDir);
  await waitFor(`${site}/pt`, 'the site');

  return { work, site, sitePort, web };
}

/** Hooks: bench/hooks/*.mjs export `default async ({ siteUrl, chromiumPath, pages, siteRssMb, siteCpuMs }) => figures`
 * (the boards' interaction and the forms' submit figures); with `names`, only the hooks whose
 * file name starts with one of them. */
async function runHooks(context, names = []) {
  const hooks = {};
  const hooksDir = path.join(here, 'hooks');
  const files = fs.existsSync(hooksDir) ? fs.readdirSync(hooksDir).filter((f) => f.endsWith('.mjs')).sort() : [];
  for (const file of files.filter((f) => names.length === 0 || names.some((name) => f.startsWith(name)))) {
    const name = file.replace(/\.mjs$/, '');
    say(`hook ${name}…`);
    // A hook that fails leaves its error in the results, not the run without its figures.
    try {
      const { default: hook } = await import(path.join(hooksDir, file));
      hooks[name] = await hook(context);
    } catch (error) {
      hooks[name] = { error: error instanceof Error ? error.message : String(error) };
    }
    say(`hook ${name}: ${JSON.stringify(hooks[name])}`);
  }
  return hooks;
}

/** `npm run bench -- <names>`: the chosen hooks alone, on the large data set. */
async function hooksOnly(names) {
  const reason = webBuildReason();
  if (reason) {
    say(`building the site (${reason})…`);
    run('npm', WEB_BUILD_ARGS, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' });
  }
  const { work, site, web } = await startStack();
  const loadBefore = os.loadavg().map((l) => Number(l.toFixed(2)));
  const hooks = await runHooks({ siteUrl: site, chromiumPath: CHROMIUM, pages: {}, siteRssMb: () => rssMb(web.pid), siteCpuMs: () => cpuMs(web.pid) }, names);
  if (Object.keys(hooks).length === 0) throw new Error(`no hook in bench/hooks starts with ${names.join(' or ')}`);
  const results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg().map((l) => Number(l.toFixed(2))), node: process.version },
    demoData: 'large',
    hooks,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'hooks-latest.json'), JSON.stringify(results, null, 2) + '\n');
  console.log(JSON.stringify(results, null, 2));
  console.log('written: bench/results/hooks-latest.json');
  fs.rmSync(work, { recursive: true, force: true });
}

async function main() {
  // 1. Tools and build (on a clean clone, the workspaces' dependencies first, as `npm start` does).
  if (!fs.existsSync(bin('next'))) {
    say('installing the dependencies (npm ci)…');
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root });
  }
  if (spawnSync('wrk', ['--version']).error) {
    say('installing wrk (apt-get install wrk)…');
    run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk >/dev/null']);
  }
  if (!LIGHTHOUSE_ONLY && (!fs.existsSync(NGINX) || !fs.existsSync(BROTLI_MODULE))) {
    say('installing nginx (apt-get install nginx-light libnginx-mod-http-brotli-filter)…');
    run('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-filter >/dev/null']);
  }
  if (LIGHTHOUSE_RUNS > 0 && !fs.existsSync(path.join(here, 'node_modules', '.bin', 'lighthouse'))) {
    say('installing Lighthouse (npm ci in bench/)…');
    run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: here });
  }
  // The one stale-build decision of `npm start` and the browser tests (scripts/build-state.mjs).
  const buildReason = webBuildReason();
  if (buildReason) {
    say(`building the site (npm run build -w apps/web: ${buildReason})…`);
    runLogged('build', 'npm', WEB_BUILD_ARGS, { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  } else say('the site\'s build is current');

  // 2. Back end (large data set) and site.
  const { work, site, sitePort, web } = await startStack();
  const refPort = await freePort();

  // 3. The pages, and the reference app serving the same bytes.
  const board = '/pt/talents/mulheres';
  const boardHtml = await text(`${site}${board}`);
  // The gallery of the talent with the most book images among the board's first 40:
  // the slides its book tab renders.
  let gallery;
  let mostSlides = -1;
  for (const href of [...new Set([...boardHtml.matchAll(/href="(\/pt\/modelo\/\d+\/[^"]+)"/g)].map((m) => m[1]))].slice(0, 40)) {
    const slides = (await text(`${site}${href}`)).split('class="swiper-slide ').length - 1;
    if (slides > mostSlides) [gallery, mostSlides] = [href, slides];
  }
  say(`gallery: ${gallery} (${mostSlides} book slides, the most of the board's first 40 talents)`);
  const blogHtml = await text(`${site}/pt/blog`);
  const post = /href="(\/blog\/[^"]+)"/.exec(blogHtml)?.[1];
  const pages = Object.fromEntries(
    // Home at its canonical address: pt home is `/` (`/pt` names `/` as canonical, which
    // Lighthouse's SEO audit counts as a page pointing at another one).
    Object.entries({ home: '/', board, gallery, blog: '/pt/blog', post }).filter(([name]) => !CHOSEN_PAGES || CHOSEN_PAGES.has(name)),
  );
  const memory = { idleMb: rssMb(web.pid) };
  const html = {};
  fs.rmSync(path.join(refDir, 'app'), { recursive: true, force: true });
  for (const [name, pagePath] of Object.entries(pages)) {
    if (!pagePath) throw new Error(`no ${name} page found`);
    await text(`${site}${pagePath}`);
    html[name] = Buffer.from(await text(`${site}${pagePath}`));
    const dir = path.join(refDir, 'app', name);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'page.html'), html[name]);
    fs.writeFileSync(
      path.join(dir, 'route.js'),
      `import fs from 'node:fs';\nimport path from 'node:path';\n\n// Prerendered at build: the saved HTML of the site's ${name} page.\nexport const dynamic = 'force-static';\nconst body = fs.readFileSync(path.join(process.cwd(), 'app', '${name}', 'page.html'));\nexport function GET() {\n  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });\n}\n`,
    );
  }
  // Next's ceiling for a *page* of the same weight (not the same bytes): a bare App Router page,
  // prerendered, whose text is written once in its HTML and once in its RSC payload as a page's
  // content is. What separates the site from it is the site's own cost; what separates it from
  // the route above is Next's page path (docs/decisions/0022-site-overhead.md).
  fs.writeFileSync(path.join(refDir, 'app', 'layout.js'), `export default function Layout({ children }) {\n  return <html lang="pt"><body>{children}</body></html>;\n}\n`);
  for (const [name, body] of Object.entries(html)) {
    const dir = path.join(refDir, 'app', `${name}-page`);
    fs.mkdirSync(dir, { recursive: true });
    // Plain words with the site's accents and one dash, so the string is encoded as the site's is.
    const words = 'Modelos e talentos — agência em São Paulo e Porto Alegre, coleção de inverno. ';
    const length = Math.max(1_000, Math.round((body.length - 8_000) / 2));
    fs.writeFileSync(
      path.join(dir, 'page.js'),
      `// A bare prerendered page of about the weight of the site's ${name} page (${body.length} bytes).\nexport const dynamic = 'force-static';\nconst text = ${JSON.stringify(words)}.repeat(${Math.ceil(length / words.length)});\nexport default function Page() {\n  return <main><p>{text}</p></main>;\n}\n`,
    );
  }
  const ref = `http://127.0.0.1:${refPort}`;
  // Built in every mode: its bare page is also Lighthouse's control (below).
  {
    say('building the reference app (bench/reference)…');
    runLogged('reference-build', bin('next'), ['build'], { cwd: refDir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
    start('reference', bin('next'), ['start', '-p', String(refPort), '-H', '127.0.0.1'], { NODE_ENV: 'production' }, refDir);
    await waitFor(`${ref}/home`, 'the reference app');
  }
  // The bare pages' own weight, read before the load (they are compared with the site's).
  const barePageKb = {};
  for (const name of LIGHTHOUSE_ONLY ? [] : Object.keys(pages)) barePageKb[name] = Number((Buffer.byteLength(await text(`${ref}/${name}-page`)) / 1024).toFixed(1));

  // 4. Throughput side by side.
  const throughput = {};
  let underMb = 0;
  for (const [name, pagePath] of LIGHTHOUSE_ONLY ? [] : Object.entries(pages)) {
    throughput[name] = {};
    for (const c of CONNECTIONS) {
      const siteRun = wrk(`${site}${pagePath}`, c);
      underMb = Math.max(underMb, rssMb(web.pid));
      const refRun = wrk(`${ref}/${name}`, c);
      const barePage = wrk(`${ref}/${name}-page`, c);
      say(`${name} c=${c}: site ${siteRun.rps} req/s (p99 ${siteRun.p99} ms), reference ${refRun.rps} req/s, bare page ${barePage.rps} req/s`);
      const alone = pairedRatios(siteRun, barePage, c, (pair) => {
        const [siteAgain, bareAgain] = [wrk(`${site}${pagePath}`, c), wrk(`${ref}/${name}-page`, c)];
        say(`${name} c=${c}, pair ${pair}: site ${siteAgain.rps} req/s, bare page ${bareAgain.rps} req/s`);
        return [siteAgain, bareAgain];
      });
      throughput[name][c] = { site: siteRun, reference: refRun, ratio: ratioOf(siteRun, refRun), barePage, barePageRatio: alone.ratio, barePageRatios: alone.ratios };
    }
  }
  // Without wrk there is no load to measure under.
  memory.underLoadMb = LIGHTHOUSE_ONLY ? null : underMb;
  memory.afterMb = rssMb(web.pid);
  // 4b. The site behind deploy/nginx.conf, beside nginx serving the same bytes as files.
  // A failure here leaves the other figures: its budget lines then say "not measured".
  let behindNginx = null;
  if (!LIGHTHOUSE_ONLY) {
    try {
      behindNginx = await benchBehindNginx({ work, sitePort, pages, html, connections: CONNECTIONS, wrk, freePort, waitFor, say });
    } catch (error) {
      say(`not measured behind nginx: ${error.message} (nginx's log: ${path.join(work, 'nginx', 'error.log')}, kept)`);
      keepWork = true;
    }
  }

  const bytes = Object.fromEntries(Object.entries(html).map(([name, body]) => [name, { htmlKb: Number((body.length / 1024).toFixed(1)), gzipKb: Number((gzipSync(body).length / 1024).toFixed(1)) }]));
  for (const name of Object.keys(html)) bytes[name].barePageKb = barePageKb[name] ?? null;
  const js = firstLoadJs();

  const lh = {};
  // Written as it goes: a run stopped during Lighthouse still leaves the figures it has.
  const partial = () => {
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    fs.writeFileSync(path.join(here, 'results', 'partial.json'), JSON.stringify({ pages, throughput, behindNginx, bytes, firstLoadJs: js, memory, lighthouse: lh }, null, 2) + '\n');
  };
  partial();
  // The control: a bare App Router page (Next's own floor: React, the router, no site code, no
  // image, no font), measured before and after the site's pages. What it scores says what this
  // machine lets any Next page score at that moment; its drift, how the load moved meanwhile.
  const control = {};
  const controlRun = (when) => {
    say(`Lighthouse control (${when}): a bare Next page…`);
    const result = lighthouse(`${ref}/${Object.keys(pages)[0]}-page`, `control-${when}`);
    control[when] = result && { ...result, loadAverage: Number(os.loadavg()[0].toFixed(2)) };
    say(`Lighthouse control (${when}): ${JSON.stringify(control[when])}`);
  };
  if (LIGHTHOUSE_RUNS > 0) {
    controlRun('before');
    for (const [name, pagePath] of Object.entries(pages)) {
      say(`Lighthouse ${name} (${LIGHTHOUSE_RUNS} runs)…`);
      // The 1-minute load average as the runs start: Lighthouse's CPU figures depend on it.
      const loadAverage = Number(os.loadavg()[0].toFixed(2));
      const result = lighthouse(`${site}${pagePath}`, name);
      lh[name] = result && { ...result, loadAverage };
      say(`Lighthouse ${name}: ${JSON.stringify(lh[name])}`);
      partial();
    }
    controlRun('after');
  }

  const hooks = LIGHTHOUSE_ONLY ? {} : await runHooks({ siteUrl: site, chromiumPath: CHROMIUM, pages, siteRssMb: () => rssMb(web.pid), siteCpuMs: () => cpuMs(web.pid) });

  // 5. Report.
  const results = {
    at: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))), node: process.version },
    demoData: 'large',
    durationSeconds: DURATION,
    pages,
    throughput,
    behindNginx,
    bytes,
    firstLoadJs: js,
    memory,
    lighthouse: lh,
    lighthouseControl: control,
    hooks,
  };
  fs.mkdirSync(path.join(here, 'results'), { recursive: true });
  fs.writeFileSync(path.join(here, 'results', 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  fs.rmSync(path.join(here, 'results', 'partial.json'), { force: true });

  console.log('\npage     conns  site req/s  ref req/s  ratio  bare page req/s  ratio  site p50/p99 ms  HTML KB (gz)  bare page KB');
  for (const [name, byC] of Object.entries(throughput)) {
    for (const c of CONNECTIONS) {
      const r = byC[c];
      console.log(
        `${name.padEnd(8)} ${String(c).padStart(5)} ${String(r.site.rps).padStart(11)} ${String(r.reference.rps).padStart(10)} ${String(r.ratio).padStart(6)} ${String(r.barePage.rps).padStart(16)} ${String(r.barePageRatio).padStart(6)} ${`${r.site.p50}/${r.site.p99}`.padStart(16)} ${`${bytes[name].htmlKb} (${bytes[name].gzipKb})`.padStart(13)} ${String(bytes[name].barePageKb).padStart(13)}`,
      );
    }
  }
  const pairsNote = `(the ratios at ${BUDGETS.ratioConnections} connections: the median of ${BUDGETS.ratioPairs} alternating pairs; req/s of the first)`;
  if (Object.keys(throughput).length) console.log(pairsNote);
  if (behindNginx) {
    console.log('\npage     conns  behind nginx req/s  static file req/s  ratio  behind nginx p50/p99 ms');
    for (const [name, byC] of Object.entries(behindNginx)) {
      for (const c of CONNECTIONS) {
        const r = byC[c];
        console.log(`${name.padEnd(8)} ${String(c).padStart(5)} ${String(r.nginx.rps).padStart(19)} ${String(r.static.rps).padStart(18)} ${String(r.ratio).padStart(6)} ${`${r.nginx.p50}/${r.nginx.p99}`.padStart(24)}`);
      }
    }
    console.log(pairsNote);
  }
  if (LIGHTHOUSE_RUNS > 0) {
    console.log('\nLighthouse (mobile, median)  perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS   load  perf of each run');
    for (const [name, r] of Object.entries(lh)) {
      if (!r) console.log(`${name.padEnd(28)} failed`);
      else console.log(`${name.padEnd(28)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(5)} ${String(r.seo).padStart(4)} ${String(r.fcpMs).padStart(8)} ${String(r.lcpMs).padStart(7)} ${String(r.tbtMs).padStart(7)} ${String(r.cls).padStart(5)} ${String(r.loadAverage).padStart(6)}  ${r.runs.join(', ')}`);
    }
    const indexes = [...Object.values(lh), ...Object.values(control)].filter(Boolean).map((r) => r.benchmarkIndex);
    const index = median(indexes);
    if (index) {
      console.log(`host CPU: Lighthouse benchmarkIndex ${index} (median of the pages' medians, ${Math.min(...indexes)}–${Math.max(...indexes)}); Lighthouse's 4× slowdown stands for a desktop of about 1,533, and its CPU calculator gives ${calibratedSlowdown(index)}× for this host (figures above: 4×)`);
    }
    for (const [when, r] of Object.entries(control)) {
      const label = `bare Next page (${when})`;
      if (!r) console.log(`${label.padEnd(28)} failed`);
      else console.log(`${label.padEnd(28)} ${String(r.performance).padStart(4)} ${' '.repeat(16)} ${String(r.fcpMs).padStart(8)} ${String(r.lcpMs).padStart(7)} ${String(r.tbtMs).padStart(7)} ${String(r.cls).padStart(5)} ${String(r.loadAverage).padStart(6)}  ${r.runs.join(', ')}`);
    }
  }
  console.log(`\nfirst-load JS gzipped: ${Math.min(...js.map((r) => r.kb))}–${Math.max(...js.map((r) => r.kb))} KB per route`);
  console.log(`site RSS: ${memory.idleMb} MB before, ${memory.underLoadMb === null ? 'not measured' : `${memory.underLoadMb} MB`} under load, ${memory.afterMb} MB after`);
  console.log(`machine: ${results.machine.cpus} cores, load ${results.machine.loadAverage.join(' ')} — figures are noisy on a shared machine`);
  // The budgets last: what the figures above say against each, per page (never asserted).
  results.budgets = budgetRows({ pages, throughput, behindNginx, firstLoadJs: js, lighthouse: lh, lighthouseControl: control, lighthouseRuns: LIGHTHOUSE_RUNS });
  fs.writeFileSync(path.join(here, 'results', 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  console.log('written: bench/results/latest.json');
  const failed = results.budgets.filter((r) => r.pass === false).length;
  const measured = results.budgets.filter((r) => r.pass !== null).length;
  console.log(`\nBudgets (${measured - failed} of ${measured} measured lines pass; load ${results.machine.loadAverage.join(' ')}):\n`);
  console.log(budgetTable(results.budgets));
  if (!keepWork) fs.rmSync(work, { recursive: true, force: true });
}

(ONLY_HOOKS.length > 0 ? hooksOnly(ONLY_HOOKS) : main()).then(
  () => process.exit(0),
  (error) => {
    console.error(`[bench] ${error.message}`);
    process.exit(1);
  },
);
