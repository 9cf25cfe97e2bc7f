/**
 * Whether the site's production build (apps/web/.next) is stale: the one decision that
 * `npm start` (scripts/start.mjs) and the browser tests (e2e/run.mjs) both use.
 *
 * The build is stale when it is missing, when `force` is set (CI), or when any input changed
 * after it (newest modification time, folders included, so a deleted file counts too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Everything `next build` of apps/web reads, relative to the repository root. */
export const WEB_BUILD_INPUTS = [
  'apps/web/src',
  'apps/web/messages',
  'apps/web/public',
  'apps/web/scripts/compile-hints.mjs',
  'apps/web/package.json',
  'apps/web/tsconfig.json',
  'apps/web/next.config.ts',
  'apps/web/cache-handler.mjs',
  'packages/contracts/src',
  'packages/contracts/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

/** The site's production build, as every script runs it: `npm` with these arguments. */
export const WEB_BUILD_ARGS = ['run', 'build', '-w', 'apps/web'];

/**
 * Newest modification time under a file or folder (0 when it does not exist).
 * @param {string} target @returns {number}
 */
export function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === '.next') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/**
 * Why apps/web needs a build, or '' when its production build is current.
 * @param {{ root?: string, force?: boolean, inputs?: string[] }} [options]
 */
export function webBuildReason({ root = ROOT, force = process.env.CI === 'true', inputs = WEB_BUILD_INPUTS } = {}) {
  if (force) return 'CI=true';
  const buildId = path.join(root, 'apps/web/.next/BUILD_ID');
  if (!fs.existsSync(buildId)) return 'no production build yet';
  const built = fs.statSync(buildId).mtimeMs;
  const stale = inputs.find((input) => newestMtime(path.join(root, input)) > built);
  return stale ? `${stale} changed since the last build` : '';
}
