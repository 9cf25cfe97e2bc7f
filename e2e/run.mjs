#!/usr/bin/env node
/**
 * `npm run test -w e2e`: browser tests against production builds of both apps.
 * 1. Debian's Chromium headless shell must be at /usr/bin/chromium-headless-shell (one line and
 *    exit 1 otherwise).
 * 2. Builds apps/web when its production build is missing or older than its sources
 *    (always when CI=true), unless WEB_BUILD_FRESH=1 says `npm test` has just built it.
 * 3. Runs `playwright test -c e2e/playwright.config.ts` with any extra arguments
 *    (e.g. `npm run test -w e2e -- talents.spec.ts`), then kills anything the run left behind.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_BUILD_ARGS, webBuildReason } from '../scripts/build-state.mjs';
import { removeRunDataDirs, sweepRun } from './sweep.mjs';

/** The browser playwright.config.ts names (decision 0044). */
const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';
const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(e2eDir, '..');
const tmpDir = path.join(e2eDir, '.tmp');

if (!fs.existsSync(CHROMIUM_PATH)) {
  console.log(`Chromium's headless shell not found at ${CHROMIUM_PATH} — install it with: apt-get install -y chromium-headless-shell`);
  process.exit(1);
}

/** @type {import('node:child_process').ChildProcess | undefined} */
let current;
// Ctrl-C reaches the child through the terminal (same process group): let it tear down.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => current?.kill('SIGTERM'));

/**
 * @param {string} command @param {string[]} args @param {NodeJS.ProcessEnv} [env]
 * @returns {Promise<number>} exit code
 */
function run(command, args, env = process.env) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    current = child;
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Removes the app logs of runs that ended more than a day ago (each run has its own folder).
 * @param {string} logsDir
 */
function pruneOldLogs(logsDir) {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  let entries = [];
  try {
    entries = fs.readdirSync(logsDir);
  } catch {
    return;
  }
  for (const entry of entries) {
    const full = path.join(logsDir, entry);
    if (fs.statSync(full).mtimeMs < dayAgo) fs.rmSync(full, { recursive: true, force: true });
  }
}

// The one stale-build decision, shared with `npm start` (scripts/build-state.mjs), unless
// `npm test` has just built the site beside its lint step (WEB_BUILD_FRESH=1).
const fresh = process.env.WEB_BUILD_FRESH === '1';
const reason = fresh ? '' : webBuildReason();
if (reason) {
  console.log(`Building apps/web (${reason}): npm run build -w apps/web`);
  const started = Date.now();
  const code = await run('npm', WEB_BUILD_ARGS, { ...process.env, NEXT_TELEMETRY_DISABLED: '1' });
  if (code !== 0) {
    console.log(`Build of apps/web failed (exit code ${code}); no browser tests were run.`);
    process.exit(1);
  }
  console.log(`Built apps/web in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
} else {
  console.log(fresh ? 'apps/web was built by npm test moments ago; not rebuilding.' : 'apps/web production build is current (apps/web/.next/BUILD_ID); not rebuilding.');
}

fs.mkdirSync(tmpDir, { recursive: true });
fs.rmSync(path.join(tmpDir, 'results.json'), { force: true });
pruneOldLogs(path.join(tmpDir, 'logs'));

const runId = `${process.pid}-${randomBytes(4).toString('hex')}`;
const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
const code = await run(playwright, ['test', '-c', path.join(e2eDir, 'playwright.config.ts'), ...process.argv.slice(2)], {
  ...process.env,
  E2E_RUN_ID: runId,
});
const leftovers = sweepRun(runId);
if (leftovers > 0) console.log(`Killed ${leftovers} process(es) the browser tests left running.`);
removeRunDataDirs(runId);
process.exit(code);
