/**
 * `deploy/*.conf` run on this machine without root: the recipe's files copied into a folder,
 * with the instances' ports, a plain-HTTP port instead of 80/443 (no certificate here), and the
 * cache, logs and temp files in that folder; brotli on when Debian's module is installed. Used
 * by the recipe's test (e2e/deploy.spec.ts) and the benchmark (bench/nginx.mjs), so that both run
 * the files an operator installs, not a copy of them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const NGINX = '/usr/sbin/nginx';
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';

/**
 * `text` with `pattern` replaced; throws when the recipe no longer has it.
 * @param {string} text @param {RegExp} pattern @param {string} by
 */
function replace(text, pattern, by) {
  if (!pattern.test(text)) throw new Error(`deploy/nginx.conf no longer has ${pattern}: update deploy/local-nginx.mjs`);
  pattern.lastIndex = 0;
  return text.replace(pattern, by);
}

/**
 * Writes `<dir>/nginx.conf` (nginx -p <dir> -c <dir>/nginx.conf): its path, and whether brotli is on.
 * @param {{ dir: string, listenPort: number, sitePorts: number[], httpExtra?: string }} options
 *   `httpExtra`: more lines for the `http` block (e.g. another server).
 * @returns {{ config: string, brotli: boolean }}
 */
export function writeNginxConfig({ dir, listenPort, sitePorts, httpExtra = '' }) {
  const conf = path.join(dir, 'vitrine');
  fs.mkdirSync(path.join(conf, 'enabled'), { recursive: true });
  for (const file of fs.readdirSync(here)) {
    if (file.endsWith('.conf')) fs.copyFileSync(path.join(here, file), path.join(conf, file));
  }
  const brotli = fs.existsSync(BROTLI_MODULE);
  if (brotli) fs.symlinkSync('../brotli.conf', path.join(conf, 'enabled', 'brotli.conf'));

  let site = fs.readFileSync(path.join(conf, 'nginx.conf'), 'utf8');
  site = replace(site, /(\n\s*server 127\.0\.0\.1:\d+[^;\n]*;)+/, sitePorts.map((p) => `\n    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`).join(''));
  site = replace(site, /\n\s*listen 80;/, `\n    listen 127.0.0.1:${listenPort};`);
  site = replace(site, /\n\s*listen (\[::\]:80|443 ssl[^;]*|\[::\]:443 ssl[^;]*);/g, '');
  site = replace(site, /\n\s*ssl_[a-z_]+ [^;]+;/g, '');
  // No HTTPS here: plain HTTP serves the site instead of leading to HTTPS.
  site = replace(site, /\n\s*if \(\$scheme = http\) \{ return 301 https:\/\/\$host\$request_uri; \}/, '');
  site = replace(site, /proxy_cache_path \S+/, `proxy_cache_path ${path.join(dir, 'cache')}`);
  fs.writeFileSync(path.join(conf, 'nginx.conf'), site);

  const at = (/** @type {string} */ name) => path.join(dir, name);
  const main = [
    brotli ? `load_module ${BROTLI_MODULE};` : '',
    // As root (CI), the workers stay root: the folder is this run's own.
    process.getuid?.() === 0 ? 'user root;' : '',
    'worker_processes 1;',
    `pid ${at('nginx.pid')};`,
    `error_log ${at('error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  access_log ${at('access.log')};`,
    `  client_body_temp_path ${at('body')};`,
    `  proxy_temp_path ${at('proxy')};`,
    `  fastcgi_temp_path ${at('fastcgi')};`,
    `  uwsgi_temp_path ${at('uwsgi')};`,
    `  scgi_temp_path ${at('scgi')};`,
    '  include vitrine/nginx.conf;',
    httpExtra,
    '}',
  ].join('\n');
  const config = at('nginx.conf');
  fs.writeFileSync(config, main);
  return { config, brotli };
}
