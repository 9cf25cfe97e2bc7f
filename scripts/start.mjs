#!/usr/bin/env node
/**
 * `npm start`: the site with its built-in back end and demo data, in one command.
 *  1. installs dependencies when node_modules is missing (npm ci);
 *  2. creates .env from .env.example with fresh random secrets when it is missing;
 *  3. builds the site when there is no production build or a source is newer than it;
 *  4. starts the built-in back end (unless INTEGRATION_URL and PANEL_URL point elsewhere),
 *     waits for it, then starts the site; Ctrl-C stops both.
 * `npm run dev` does the same with `next dev` and a back end that restarts on change.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { siteMallocEnv, siteNodeArgs } from '../apps/web/node-args.mjs';
import { WEB_BUILD_ARGS, webBuildReason } from './build-state.mjs';
import { backendEnvironment, loadEnvironment, siteEnvironment, usesExternalBackends } from './start-env.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const say = (line) => console.log(`[vitrine] ${line}`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`[vitrine] \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

// 1. Dependencies.
if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  say('installing dependencies (npm ci)…');
  run('npm', ['ci']);
}

// 2. Configuration.
const envFile = join(root, '.env');
const GENERATED_SECRETS = ['INTEGRATION_SALT', 'INTEGRATION_API_KEY', 'PANEL_SALT', 'PANEL_API_TOKEN', 'REVALIDATE_SECRET'];
if (!existsSync(envFile)) {
  const example = readFileSync(join(root, '.env.example'), 'utf8');
  const filled = example.replace(/^((?:INTEGRATION|PANEL)_(?:SALT|API_KEY|API_TOKEN)|REVALIDATE_SECRET)=$/gm, (_, name) => `${name}=${randomBytes(24).toString('hex')}`);
  writeFileSync(envFile, filled, { mode: 0o600 });
  say('created .env with fresh random secrets (kept for later starts)');
}
let fileEnv = parseEnv(readFileSync(envFile, 'utf8'));
// A secret added to .env.example after this .env was made (REVALIDATE_SECRET): add it, fresh.
for (const name of GENERATED_SECRETS) {
  if (!fileEnv[name] && !process.env[name]) {
    appendFileSync(envFile, `\n${name}=${randomBytes(24).toString('hex')}\n`);
    say(`added a fresh ${name} to .env`);
  }
}
// The whole file, the environment winning (scripts/start-env.mjs).
const config = loadEnvironment(envFile);

// 3. Build the site when needed (scripts/build-state.mjs decides, as for the browser tests).
if (!dev) {
  const reason = webBuildReason({ force: false });
  if (reason) {
    say(`building the site (next build: ${reason})…`);
    run('npm', WEB_BUILD_ARGS, { env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  }
}

// 4. Start.
const children = [];
let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function start(name, command, args, env, onLine, cwd = root) {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        out.write(`${name} | ${line}\n`);
        onLine?.(line);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[vitrine] ${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      stopAll(code || 1);
    }
  });
  return child;
}

let backendUrl = null;
if (!usesExternalBackends(config)) {
  const backendEnv = backendEnvironment(config, root);
  say(`starting the built-in back end (data in ${backendEnv.DATA_DIR})…`);
  backendUrl = await new Promise((resolveUrl) => {
    start('backend', bin('tsx'), dev ? ['watch', 'apps/backend/src/server.ts'] : ['apps/backend/src/server.ts'], backendEnv, (line) => {
      const match = /backend listening on (http:\/\/\S+)/.exec(line);
      if (match) resolveUrl(match[1]);
    });
  });
}

const webEnv = siteEnvironment(config, root, backendUrl);
Object.assign(webEnv, siteMallocEnv(webEnv));
// The site's server (apps/web/server.mjs: the security headers and bad-request answers in front
// of Next.js), from the app's folder: next-intl's plugin finds its request config relative to it.
start(
  'web',
  process.execPath,
  [...siteNodeArgs(webEnv), 'server.mjs', ...(dev ? ['--dev'] : []), '-p', webEnv.PORT, '-H', webEnv.HOST],
  webEnv,
  (line) => {
    if (/Ready on/.test(line)) say(`the site is ready: ${webEnv.SITE_URL}/pt  (Ctrl-C stops it)`);
  },
  join(root, 'apps/web'),
);
