/**
 * The site behind the production recipe (deploy/nginx.conf), and nginx serving the same bytes as
 * static files (the machine's ceiling), for bench/run.mjs; and the restated budgets:
 * the site alone ≥ 90 % of a bare prerendered page of the same weight, behind nginx ≥ 70 % of
 * the static file, p99 ≤ 20 ms at 10 connections behind nginx. Figures, never assertions.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NGINX, writeNginxConfig } from '../deploy/local-nginx.mjs';

export const BUDGETS = { siteToBarePage: 0.9, nginxToStatic: 0.7, nginxP99Ms: 20, ratioConnections: 50, p99Connections: 10 };

/**
 * Starts nginx with the recipe in front of the site (one instance: `sitePort`) and a second
 * server with each page's saved HTML as a file, measures both with `wrk` at each of
 * `connections`, stops nginx. Returns `{ [page]: { [connections]: { nginx, static, ratio } } }`.
 * @param {{ work: string, sitePort: number, pages: Record<string, string>, html: Record<string, Buffer>,
 *   connections: number[], wrk: (url: string, c: number) => { rps: number, p50: number | null, p99: number | null, non2xx: number },
 *   freePort: () => Promise<number>, waitFor: (url: string, what: string, ms?: number) => Promise<void>, say: (line: string) => void }} options
 */
export async function benchBehindNginx({ work, sitePort, pages, html, connections, wrk, freePort, waitFor, say }) {
  if (!fs.existsSync(NGINX)) {
    say(`${NGINX} missing (apt-get install nginx-light libnginx-mod-http-brotli-filter): not measured behind nginx`);
    return null;
  }
  const dir = path.join(work, 'nginx');
  const files = path.join(dir, 'static');
  fs.mkdirSync(files, { recursive: true });
  for (const [name, body] of Object.entries(html)) fs.writeFileSync(path.join(files, `${name}.html`), body);
  const [listenPort, staticPort] = [await freePort(), await freePort()];
  const httpExtra = [
    // As Debian's /etc/nginx/nginx.conf sets them for every site.
    '  sendfile on;',
    '  tcp_nopush on;',
    // The same bytes as plain files, compressed the same way: the machine's ceiling.
    '  server {',
    `    listen 127.0.0.1:${staticPort};`,
    `    root ${files};`,
    '    include vitrine/compression.conf;',
    '    include vitrine/enabled/*.conf;',
    '    open_file_cache max=100;',
    '    location / { types { } default_type "text/html; charset=utf-8"; try_files $uri.html =404; }',
    '  }',
  ].join('\n');
  const { config, brotli } = writeNginxConfig({ dir, listenPort, sitePorts: [sitePort], httpExtra });
  const nginx = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const front = `http://127.0.0.1:${listenPort}`;
  const statics = `http://127.0.0.1:${staticPort}`;
  try {
    await waitFor(`${statics}/${Object.keys(html)[0]}`, 'nginx', 15_000);
    say(`nginx with deploy/nginx.conf on ${front} (brotli ${brotli ? 'on' : 'off'}), the same bytes as files on ${statics}`);
    const results = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      await waitFor(`${front}${pagePath}`, `${name} behind nginx`);
      results[name] = {};
      for (const c of connections) {
        const behind = wrk(`${front}${pagePath}`, c);
        const file = wrk(`${statics}/${name}`, c);
        results[name][c] = { nginx: behind, static: file, ratio: file.rps ? Number((behind.rps / file.rps).toFixed(2)) : null };
        say(`${name} c=${c}: behind nginx ${behind.rps} req/s (p99 ${behind.p99} ms${behind.non2xx ? `, ${behind.non2xx} non-2xx` : ''}), static file ${file.rps} req/s (p99 ${file.p99} ms)`);
      }
    }
    return results;
  } finally {
    nginx.kill('SIGTERM');
  }
}

/** The restated budgets, one line per page, from run.mjs's `throughput` (site and bare page) and
 * `benchBehindNginx`'s results. Prints them and returns them (for latest.json). */
export function printBudgets(throughput, behindNginx) {
  const { siteToBarePage, nginxToStatic, nginxP99Ms, ratioConnections: rc, p99Connections: pc } = BUDGETS;
  const mark = (ok) => (ok === null ? '  –' : ok ? ' ok' : ' NO');
  const rows = {};
  console.log(`\nBudgets (ratios at ${rc} connections, p99 at ${pc}):  site / bare page ≥ ${siteToBarePage}   behind nginx / static file ≥ ${nginxToStatic}   p99 behind nginx ≤ ${nginxP99Ms} ms`);
  for (const name of new Set([...Object.keys(throughput ?? {}), ...Object.keys(behindNginx ?? {})])) {
    const bare = throughput?.[name]?.[rc]?.barePageRatio ?? null;
    const front = behindNginx?.[name]?.[rc]?.ratio ?? null;
    const p99 = behindNginx?.[name]?.[pc]?.nginx?.p99 ?? null;
    rows[name] = {
      siteToBarePage: bare,
      siteToBarePageOk: bare === null ? null : bare >= siteToBarePage,
      nginxToStatic: front,
      nginxToStaticOk: front === null ? null : front >= nginxToStatic,
      nginxP99Ms: p99,
      nginxP99Ok: p99 === null ? null : p99 <= nginxP99Ms,
    };
    const r = rows[name];
    console.log(
      `${name.padEnd(8)} site/bare page ${String(bare ?? '–').padStart(6)}${mark(r.siteToBarePageOk)}   nginx/static ${String(front ?? '–').padStart(6)}${mark(r.nginxToStaticOk)}   nginx p99 ${String(p99 ?? '–').padStart(7)} ms${mark(r.nginxP99Ok)}`,
    );
  }
  return rows;
}
