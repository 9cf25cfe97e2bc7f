/**
 * The site behind the production recipe (deploy/nginx.conf), and nginx serving the same bytes as
 * static files (the machine's ceiling), for bench/run.mjs (its budgets: bench/budgets.mjs).
 * Figures, never assertions.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { NGINX, writeNginxConfig } from '../deploy/local-nginx.mjs';
import { pairedRatios } from './budgets.mjs';

/** Headers nginx writes itself, on a proxied answer and on a file alike. */
const OWN_HEADERS = new Set(['date', 'server', 'connection', 'keep-alive', 'content-length', 'content-type', 'transfer-encoding']);

/**
 * An answer's header lines as the server sent them (names and order kept, repeated names apart),
 * and their size in bytes, status line included.
 * @param {string} url @returns {Promise<{ lines: [string, string][], bytes: number }>}
 */
function answerHeaders(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        res.resume();
        const lines = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push([res.rawHeaders[i], res.rawHeaders[i + 1]]);
        const bytes = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`.length + lines.reduce((sum, [name, value]) => sum + name.length + value.length + 4, 2);
        resolve({ lines, bytes });
      })
      .on('error', reject);
  });
}

/**
 * The static file's own `add_header` lines: the page's answer from the site, less what nginx
 * writes itself, so that the file leaves with the same header bytes as the page behind the recipe.
 * @param {[string, string][]} lines
 */
function addHeaderLines(lines) {
  return lines
    .filter(([name]) => !OWN_HEADERS.has(name.toLowerCase()))
    .map(([name, value]) => {
      if (/[$\\]/.test(value)) throw new Error(`header ${name} has a character nginx reads as a variable or escape: ${value}`);
      return `add_header ${name} "${value.replaceAll('"', '\\"')}" always;`;
    })
    .join(' ');
}

/**
 * Starts nginx with the recipe in front of the site (one instance: `sitePort`) and a second
 * server with each page's saved HTML as a file, sent with the page's own headers (the security
 * headers and the page's script policy are 2–3 KB: on loopback, an answer whose headers pass
 * nginx's `postpone_output` leaves in one more write than a file with nginx's 258 bytes, which
 * cost the file 40 % of its answers per second here), measures both with `wrk` at each of
 * `connections` (at the budget's, alternating pairs: `pairedRatios`), stops nginx. Returns
 * `{ [page]: { [connections]: { nginx, static, ratio, ratios } } }`, `ratio` the median of `ratios`.
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
  const headers = {};
  for (const [name, pagePath] of Object.entries(pages)) headers[name] = await answerHeaders(`http://127.0.0.1:${sitePort}${pagePath}`);
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
    '    types { } default_type "text/html; charset=utf-8";',
    ...Object.keys(pages).map((name) => `    location = /${name} { ${addHeaderLines(headers[name].lines)} try_files $uri.html =404; }`),
    '  }',
  ].join('\n');
  const { config, brotli } = writeNginxConfig({ dir, listenPort, sitePorts: [sitePort], httpExtra });
  const nginx = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const stop = () => nginx.kill('SIGTERM');
  process.once('exit', stop);
  const front = `http://127.0.0.1:${listenPort}`;
  const statics = `http://127.0.0.1:${staticPort}`;
  try {
    await waitFor(`${statics}/${Object.keys(html)[0]}`, 'nginx', 15_000);
    say(`nginx with deploy/nginx.conf on ${front} (brotli ${brotli ? 'on' : 'off'}), the same bytes as files on ${statics}`);
    const results = {};
    for (const [name, pagePath] of Object.entries(pages)) {
      await waitFor(`${front}${pagePath}`, `${name} behind nginx`);
      // wrk counts a redirect as a success: the page itself must answer, with about its bytes.
      const check = await fetch(`${front}${pagePath}`, { redirect: 'manual' });
      const body = Buffer.from(await check.arrayBuffer());
      if (check.status !== 200) throw new Error(`${name} behind nginx: HTTP ${check.status} at ${pagePath}`);
      const [behindHeaders, fileHeaders] = [await answerHeaders(`${front}${pagePath}`), await answerHeaders(`${statics}/${name}`)];
      say(
        `${name} behind nginx: ${(body.length / 1024).toFixed(1)} KB (saved copy ${(html[name].length / 1024).toFixed(1)} KB), ` +
          `X-Cache-Status ${check.headers.get('x-cache-status')}; headers ${behindHeaders.bytes} bytes behind nginx, ${fileHeaders.bytes} with the file`,
      );
      results[name] = {};
      for (const c of connections) {
        const behind = wrk(`${front}${pagePath}`, c);
        const file = wrk(`${statics}/${name}`, c);
        say(`${name} c=${c}: behind nginx ${behind.rps} req/s (p99 ${behind.p99} ms${behind.non2xx ? `, ${behind.non2xx} non-2xx` : ''}), static file ${file.rps} req/s (p99 ${file.p99} ms)`);
        const { ratio, ratios } = pairedRatios(behind, file, c, (pair) => {
          const [again, fileAgain] = [wrk(`${front}${pagePath}`, c), wrk(`${statics}/${name}`, c)];
          behind.non2xx += again.non2xx; // the budget fails on a non-2xx in any of the runs
          say(`${name} c=${c}, pair ${pair}: behind nginx ${again.rps} req/s${again.non2xx ? ` (${again.non2xx} non-2xx)` : ''}, static file ${fileAgain.rps} req/s`);
          return [again, fileAgain];
        });
        results[name][c] = { nginx: behind, static: file, ratio, ratios };
      }
    }
    return results;
  } finally {
    stop();
    process.off('exit', stop);
  }
}
