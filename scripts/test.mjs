#!/usr/bin/env node
/**
 * `npm test`: every check of the project, in three rounds:
 *   lint (eslint) beside the site's production build → typecheck (every workspace) beside
 *   unit (vitest) → browser (playwright, e2e/).
 * Side by side, because each of the first four leaves one of two cores mostly idle; their output
 * is shown once the round ends, step by step, and the browser step streams its own. The build is
 * made here (when stale; always with CI=true) without Next's own TypeScript pass, which would
 * repeat the typecheck step's, and the browser step is told it is fresh
 * (docs/decisions/0041-test-rounds.md). A failed step does not stop the next one.
 * The last line printed is the count `N passed, N failed[, N skipped]`: lint and typecheck
 * count as one test each, plus every Vitest and Playwright test from their JSON reports. A step
 * that exits with an error but reports no failing test (a crash, a failed build, a broken global
 * setup) counts as one failed test. The summary names each failing test with the first lines of its error, so that a
 * run read from its end says what broke. Exit code 1 when anything failed.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WEB_BUILD_ARGS, webBuildReason } from './build-state.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmpDir = path.join(root, 'e2e', '.tmp');
const vitestReport = path.join(tmpDir, 'vitest.json');
const playwrightReport = path.join(tmpDir, 'results.json');

/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
/**
 * A step: a test step has `counts`; the build has none (its failure shows in the browser step,
 * which then builds again and reports it).
 * @typedef {{ name: string, command: string[], env?: NodeJS.ProcessEnv, counts?: (code: number) => Counts & { note?: string } }} Step
 */

/**
 * @param {Step} step
 * @param {string} [logFile] where its output goes (the terminal when absent)
 * @returns {Promise<number>} exit code
 */
function run({ command, env }, logFile) {
  const [file, ...args] = command;
  const out = logFile ? fs.openSync(logFile, 'w') : 'inherit';
  return new Promise((resolve) => {
    const child = spawn(/** @type {string} */ (file), args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    });
    if (typeof out === 'number') fs.closeSync(out);
    child.on('error', (error) => {
      console.error(`${file}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** @param {string} file @returns {any} parsed JSON, or undefined when missing or unreadable */
function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** A step that is one test: passed when it exits 0. @param {number} code @returns {Counts} */
const single = (code) => (code === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });

/**
 * Counts from a report, made honest with the exit code: a non-zero exit with no failing test
 * in the report (or no report at all) is one more failure.
 * @param {number} code @param {Counts | undefined} counts @param {string} what
 * @returns {Counts & { note?: string }}
 */
function withExitCode(code, counts, what) {
  if (!counts) return { passed: 0, failed: 1, skipped: 0, note: `no ${what} report (exit code ${code})` };
  if (code !== 0 && counts.failed === 0) {
    return { ...counts, failed: 1, note: `exit code ${code} with no failing test in the report` };
  }
  return counts;
}

/** The error's first line without terminal colours, and where in the test it was raised.
 * @param {string} text @returns {string} */
function firstLines(text) {
  const plain = text.replace(/\u001b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').map((line) => line.trim()).filter(Boolean);
  const where = lines.find((line) => /^at .*\.(spec|test)\.[cm]?[jt]sx?:\d+/.test(line));
  return [lines[0] ?? '', ...lines.slice(1, 4).filter((line) => /^(Expected|Received|Call log|Timeout)/.test(line)), where ?? '']
    .filter(Boolean)
    .map((line) => (line.length > 240 ? `${line.slice(0, 240)}…` : line))
    .join('\n      ');
}

/** Failing tests of a Playwright JSON report. @param {any} suite @returns {string[]} */
function playwrightFailures(suite) {
  const own = (suite.specs ?? []).flatMap((/** @type {any} */ spec) =>
    (spec.tests ?? [])
      .filter((/** @type {any} */ t) => t.status === 'unexpected' || t.status === 'flaky')
      .map((/** @type {any} */ t) => {
        const error = t.results?.find((/** @type {any} */ r) => r.error)?.error;
        return `${spec.file}:${spec.line} ${spec.title}\n      ${firstLines(error?.stack ?? error?.message ?? 'no error recorded')}`;
      }),
  );
  return [...own, ...(suite.suites ?? []).flatMap(playwrightFailures)];
}

/** Failing tests of a Vitest JSON report. @param {any} report @returns {string[]} */
function vitestFailures(report) {
  return (report?.testResults ?? []).flatMap((/** @type {any} */ file) =>
    (file.assertionResults ?? [])
      .filter((/** @type {any} */ a) => a.status === 'failed')
      .map((/** @type {any} */ a) => `${path.relative(root, file.name)} ${a.fullName}\n      ${firstLines(a.failureMessages?.[0] ?? '')}`),
  );
}

const buildReason = webBuildReason();
/** @type {Step} */
const build = {
  name: 'build',
  command: ['npm', ...WEB_BUILD_ARGS],
  env: { NEXT_TELEMETRY_DISABLED: '1', WEB_BUILD_SKIP_TYPECHECK: '1' },
};
/** @type {Step} */
const lint = { name: 'lint', command: ['npx', 'eslint', '.'], counts: single };
/** @type {Step} */
const typecheck = { name: 'typecheck', command: ['npm', 'run', 'typecheck', '--workspaces', '--if-present'], counts: single };
/** @type {Step} */
const unit = {
  name: 'unit',
  command: ['npx', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  counts: (code) => {
    const report = readJson(vitestReport);
    const counts = report && {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
    return withExitCode(code, counts, 'Vitest');
  },
};
/** @type {Step} */
const browser = {
  name: 'browser',
  command: ['npm', 'run', '--silent', 'test', '-w', 'e2e'],
  counts: (code) => {
    const stats = readJson(playwrightReport)?.stats;
    // A flaky test (passed only on retry) is counted as failed.
    const counts = stats && {
      passed: stats.expected ?? 0,
      failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
      skipped: stats.skipped ?? 0,
    };
    return withExitCode(code, counts, 'Playwright');
  },
};
/** @type {Step[][]} */
const rounds = [buildReason ? [lint, build] : [lint], [typecheck, unit], [browser]];

fs.mkdirSync(tmpDir, { recursive: true });
for (const report of [vitestReport, playwrightReport]) fs.rmSync(report, { force: true });

const started = Date.now();
/** @type {{ name: string, code: number, seconds: number, counts: Counts & { note?: string } }[]} */
const results = [];
const heading = (/** @type {Step} */ step) => console.log(`\n━━━ ${step.name}: ${step.command.join(' ')}`);
for (const round of rounds) {
  if (round.length === 1) heading(round[0]);
  const done = await Promise.all(
    round.map(async (step) => {
      const stepStarted = Date.now();
      const logFile = round.length > 1 ? path.join(tmpDir, `${step.name}.log`) : undefined;
      const code = await run(step, logFile);
      return { step, code, logFile, seconds: (Date.now() - stepStarted) / 1000 };
    }),
  );
  for (const { step, code, logFile, seconds } of done) {
    if (logFile) {
      heading(step);
      process.stdout.write(fs.readFileSync(logFile, 'utf8'));
    }
    if (step === build) {
      console.log(code === 0 ? `Built apps/web (${buildReason}) in ${seconds.toFixed(0)} s.` : `Building apps/web failed (exit code ${code}); the browser step builds again.`);
      if (code === 0) browser.env = { WEB_BUILD_FRESH: '1' };
    }
    if (step.counts) results.push({ name: step.name, code, seconds, counts: step.counts(code) });
  }
}

const total = { passed: 0, failed: 0, skipped: 0 };
console.log('\n━━━ summary');
for (const { name, code, seconds, counts } of results) {
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  const status = counts.failed > 0 ? 'FAIL' : 'ok  ';
  const detail = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`;
  const note = counts.note ? ` — ${counts.note}` : code !== 0 ? ` — exit code ${code}` : '';
  console.log(`${status} ${name.padEnd(10)} ${detail.padEnd(34)} ${seconds.toFixed(0).padStart(4)} s${note}`);
}
const failures = [...vitestFailures(readJson(vitestReport)), ...(readJson(playwrightReport)?.suites ?? []).flatMap(playwrightFailures)];
for (const failure of failures.slice(0, 6)) console.log(`  ✘ ${failure}`);
if (failures.length > 6) console.log(`  … and ${failures.length - 6} more failing tests`);
console.log(`total time ${((Date.now() - started) / 1000).toFixed(0)} s`);
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped > 0 ? `, ${total.skipped} skipped` : ''}`);
process.exitCode = total.failed > 0 ? 1 : 0;
