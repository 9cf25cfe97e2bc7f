/**
 * Finds processes a browser-test run left behind: every app the harness starts carries
 * VITRINE_E2E_RUN=<run id> in its environment (see stack.ts), inherited by its children.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** @param {string} runId @returns {number[]} pids of live processes started for that run */
export function findRunProcesses(runId) {
  const marker = `VITRINE_E2E_RUN=${runId}\0`;
  /** @type {number[]} */
  const pids = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/environ`, 'latin1').includes(marker)) pids.push(Number(entry));
    } catch {
      // gone, or not ours to read
    }
  }
  return pids;
}

/**
 * Kills (SIGKILL) every process left behind by that run; returns how many there were.
 * @param {string} runId
 */
export function sweepRun(runId) {
  const pids = findRunProcesses(runId);
  for (const pid of pids) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return pids.length;
}

/**
 * Removes the data folders of that run that are still there (stack.ts names them
 * `vitrine-e2e-<run id>-…` in the system's temporary folder); returns how many there were.
 * @param {string} runId
 */
export function removeRunDataDirs(runId) {
  const prefix = `vitrine-e2e-${runId}-`;
  const dirs = fs.readdirSync(os.tmpdir()).filter((entry) => entry.startsWith(prefix));
  for (const dir of dirs) fs.rmSync(path.join(os.tmpdir(), dir), { recursive: true, force: true });
  return dirs.length;
}
