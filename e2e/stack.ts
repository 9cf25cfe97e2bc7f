/**
 * Starts and stops the whole product for browser tests: the built-in back end (apps/backend)
 * and the production build of the site (apps/web, its server `apps/web/server.mjs`), each on a free port, with a
 * fresh data folder and fresh test secrets.
 *
 * Every child runs in its own process group (`detached`), so stopping it kills tsx's and
 * Next's own children too. Every child also carries VITRINE_E2E_RUN=<run id> in its
 * environment and data folders carry the run id in their name, so e2e/run.mjs can sweep
 * whatever a crashed run left behind (sweep.mjs).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoDataSet } from '@vitrine/contracts/defaults';
import { siteMallocEnv, siteNodeArgs } from '../apps/web/node-args.mjs';

/** Data sets of the built-in back end (DEMO_DATA_SETS of @vitrine/contracts/defaults): `small`
 * (48 talents) starts faster than `default`; `large` (5,000) is for benchmarks; `single-slide`
 * is `small` with one home slide. */
export type DemoData = DemoDataSet;

export interface StackOptions {
  demo?: DemoData;
  /** Short label used in log file names and error messages. */
  name?: string;
  /** Extra environment of the back end (e.g. TOKEN_TTL_SECONDS). */
  backendEnv?: Record<string, string>;
  /** Extra environment of the site (e.g. FORM_RATE_LIMIT). */
  webEnv?: Record<string, string>;
}

/** What a test may know about a running stack (also what global setup writes to JSON). */
export interface StackInfo {
  name: string;
  demo: DemoData;
  webUrl: string;
  backendUrl: string;
  integrationUrl: string;
  panelUrl: string;
  dataDir: string;
  logDir: string;
  secrets: StackSecrets;
}

export interface StackSecrets {
  integrationSalt: string;
  integrationApiKey: string;
  panelSalt: string;
  panelApiToken: string;
  /** Shared secret of the site's POST /api/revalidate. */
  revalidateSecret: string;
}

export interface Stack extends StackInfo {
  /** Stops the back end: SIGTERM (graceful close), then SIGKILL to its process group after 5 s. */
  stopBackend(): Promise<void>;
  /** Starts the back end again on the same port with the same data folder; waits until ready. */
  startBackend(): Promise<void>;
  /** Stops the site (SIGTERM, then SIGKILL after 5 s). */
  stopWeb(): Promise<void>;
  /** Starts the site again on the same port with the same cache folder; waits until ready. */
  startWeb(): Promise<void>;
  /** Starts one more site instance against the same back end, on a port and with a cache folder
   * of its own (a shared cache comes from webEnv REDIS_URL); stopped with the stack. */
  startAnotherWeb(): Promise<{ webUrl: string; stop(): Promise<void> }>;
  /** Stops both apps and removes the data folder. Safe to call more than once. */
  stop(): Promise<void>;
}

export const E2E_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
export const TMP_DIR = path.join(E2E_DIR, '.tmp');

const BIN = path.join(REPO_ROOT, 'node_modules', '.bin');
const BACKEND_READY_MS = Number(process.env.E2E_BACKEND_READY_MS ?? 120_000);
const WEB_READY_MS = Number(process.env.E2E_WEB_READY_MS ?? 60_000);
const KILL_GRACE_MS = 5_000;
const TAIL_LINES = 40;

/**
 * The test run this process belongs to: set by e2e/run.mjs, else here, in the Playwright runner
 * (global setup loads this module before any worker starts, and workers inherit the runner's
 * environment). It marks the apps' environment and data folders for run.mjs's final sweep, and
 * keeps the files of runs that share a checkout apart.
 */
process.env.E2E_RUN_ID ||= `adhoc-${process.pid}`;
export const RUN_ID: string = process.env.E2E_RUN_ID;
/** Full output of every app of this run: e2e/.tmp/logs/<run id>/<stack>.{backend,web}.log. */
export const LOGS_DIR = path.join(TMP_DIR, 'logs', RUN_ID);
/** Data folders are `<tmp>/vitrine-e2e-<run id>-<demo>-XXXXXX` (see sweep.mjs). */
export const DATA_DIR_PREFIX = 'vitrine-e2e-';

const secret = (bytes = 18) => randomBytes(bytes).toString('base64url');

/** A port that was free a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Keeps the last lines of a child's output (for error messages) and writes all of it to a log. */
class OutputTail {
  private lines: string[] = [];
  private partial = '';
  private readonly listeners = new Set<(line: string) => void>();
  constructor(readonly logFile: string) {
    fs.mkdirSync(path.dirname(logFile), { recursive: true });
  }
  attach(child: ChildProcess, label: string) {
    const log = fs.createWriteStream(this.logFile, { flags: 'a' });
    log.write(`\n----- ${new Date().toISOString()} ${label} (pid ${child.pid}) -----\n`);
    const onData = (chunk: Buffer) => {
      log.write(chunk);
      const text = this.partial + chunk.toString('utf8');
      const parts = text.split(/\r?\n/);
      this.partial = parts.pop() ?? '';
      for (const line of parts) this.push(line);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('close', () => {
      if (this.partial) this.push(this.partial);
      this.partial = '';
      log.end();
    });
  }
  note(line: string) {
    this.push(line);
  }
  private push(line: string) {
    this.lines.push(line);
    if (this.lines.length > TAIL_LINES) this.lines.shift();
    for (const listener of this.listeners) listener(line);
  }
  onLine(listener: (line: string) => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  tail(): string {
    const lines = [...this.lines, ...(this.partial ? [this.partial] : [])];
    return lines.length ? lines.map((l) => `    | ${l}`).join('\n') : '    | (no output)';
  }
}

interface Managed {
  child: ChildProcess;
  exited: Promise<void>;
}

const liveGroups = new Set<number>();
let exitHookInstalled = false;
function installExitHook() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  // Last resort when the test process ends without tearing down: no orphans.
  process.on('exit', () => {
    for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

function spawnManaged(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  output: OutputTail,
  label: string,
): Managed {
  installExitHook();
  const child = spawn(command, args, {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  output.attach(child, label);
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  child.once('error', (error) => output.note(`[spawn error] ${error.message}`));
  if (child.pid) liveGroups.add(child.pid);
  void exited.then(() => {
    if (!child.pid) return;
    // The leader exited; make sure nothing it started lingers.
    killGroup(child.pid, 'SIGKILL');
    liveGroups.delete(child.pid);
  });
  return { child, exited };
}

/** SIGTERM to the leader (as a process manager would; tsx relays it to its child), then
 * SIGKILL to the whole group after a grace period or once the leader is gone. */
async function stopManaged(managed: Managed | undefined): Promise<void> {
  const pid = managed?.child.pid;
  if (!managed || !pid) return;
  const { child, exited } = managed;
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGTERM');
    const timedOut = await Promise.race([exited.then(() => false), sleep(KILL_GRACE_MS).then(() => true)]);
    if (timedOut) killGroup(pid, 'SIGKILL');
    await exited;
  }
  killGroup(pid, 'SIGKILL');
}

/** An app did not come up. Its message carries the app's last output; no stack (the frames
 * would only point into this file, and the output's own frames would be mistaken for them). */
class StartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartError';
    this.stack = `${this.name}: ${message}`;
  }
}

/** Resolves when `ready()` is true; rejects with the child's last output on exit or timeout. */
async function waitUntilReady(opts: {
  what: string;
  managed: Managed;
  output: OutputTail;
  timeoutMs: number;
  ready: () => Promise<boolean>;
}): Promise<void> {
  const { what, managed, output, timeoutMs, ready } = opts;
  const started = Date.now();
  let exitedEarly = false;
  void managed.exited.then(() => (exitedEarly = true));
  while (Date.now() - started < timeoutMs) {
    if (exitedEarly) {
      const { exitCode, signalCode } = managed.child;
      throw new StartError(
        `${what} exited before it was ready (exit code ${exitCode ?? '-'}, signal ${signalCode ?? '-'}).\n` +
          `  Last lines of its output (full log: ${output.logFile}):\n${output.tail()}`,
      );
    }
    if (await ready().catch(() => false)) return;
    await sleep(250);
  }
  throw new StartError(
    `${what} was not ready after ${Math.round(timeoutMs / 1000)} s.\n` +
      `  Last lines of its output (full log: ${output.logFile}):\n${output.tail()}`,
  );
}

async function answers(url: string, acceptStatus: (status: number) => boolean): Promise<boolean> {
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
  await response.arrayBuffer().catch(() => undefined);
  return acceptStatus(response.status);
}

let stackCounter = 0;

export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const demo = options.demo ?? 'default';
  const name = options.name ?? `${demo}-${process.pid}-${++stackCounter}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${DATA_DIR_PREFIX}${RUN_ID}-${demo}-`));
  const logDir = LOGS_DIR;
  const secrets: StackSecrets = {
    integrationSalt: secret(),
    integrationApiKey: secret(),
    panelSalt: secret(),
    panelApiToken: secret(),
    revalidateSecret: secret(),
  };
  const backendOut = new OutputTail(path.join(logDir, `${name}.backend.log`));
  const webOut = new OutputTail(path.join(logDir, `${name}.web.log`));
  const webPort = await freePort();
  const webUrl = `http://127.0.0.1:${webPort}`;

  let backendPort = 0; // 0 on first start: the back end picks a free port and prints it
  let backendUrl = '';
  let backend: Managed | undefined;
  let web: Managed | undefined;
  let stopped = false;

  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    INTEGRATION_SALT: secrets.integrationSalt,
    INTEGRATION_API_KEY: secrets.integrationApiKey,
    PANEL_SALT: secrets.panelSalt,
    PANEL_API_TOKEN: secrets.panelApiToken,
    REVALIDATE_SECRET: secrets.revalidateSecret,
    SITE_URL: webUrl,
    AGENCY_NAME: 'Vitrine',
    VITRINE_E2E_RUN: RUN_ID,
  };
  // Playwright's own variables mean nothing to the apps (FORCE_COLOR would colour their logs).
  for (const key of Object.keys(baseEnv)) {
    if (key.startsWith('PLAYWRIGHT_') || key.startsWith('TEST_') || key === 'FORCE_COLOR') delete baseEnv[key];
  }

  const startBackend = async () => {
    if (stopped) throw new Error(`stack ${name} was stopped`);
    if (backend && backend.child.exitCode === null && backend.child.signalCode === null) return;
    const env = {
      ...baseEnv,
      BACKEND_HOST: '127.0.0.1',
      BACKEND_PORT: String(backendPort),
      DATA_DIR: dataDir,
      DEMO_DATA: demo,
      ...options.backendEnv,
    };
    let announced = '';
    const off = backendOut.onLine((line) => {
      const match = /backend listening on (http:\/\/[^\s]+)/.exec(line);
      if (match?.[1]) announced = match[1].replace(/\/+$/, '');
    });
    backend = spawnManaged(path.join(BIN, 'tsx'), ['apps/backend/src/server.ts'], env, backendOut, 'backend');
    try {
      await waitUntilReady({
        what: `Back end of stack "${name}" (tsx apps/backend/src/server.ts, DATA_DIR=${dataDir})`,
        managed: backend,
        output: backendOut,
        timeoutMs: BACKEND_READY_MS,
        ready: async () => !!announced && (await answers(`${announced}/health`, (s) => s === 200)),
      });
    } catch (error) {
      await stopManaged(backend);
      throw error;
    } finally {
      off();
    }
    const port = Number(new URL(announced).port);
    if (backendPort && port !== backendPort) {
      throw new Error(`Back end of stack "${name}" restarted on port ${port}, expected ${backendPort}`);
    }
    backendPort = port;
    backendUrl = `http://127.0.0.1:${port}`;
  };

  /** One site server (apps/web/server.mjs, as `npm start` runs it) on the shared build, against
   * this stack's back end. */
  const launchWeb = async (port: number, output: OutputTail, label: string, cacheDir: string): Promise<Managed> => {
    const url = `http://127.0.0.1:${port}`;
    const env = {
      ...baseEnv,
      SITE_URL: url,
      INTEGRATION_URL: `${backendUrl}/integration`,
      PANEL_URL: `${backendUrl}/panel`,
      PORT: String(port),
      HOSTNAME: '127.0.0.1',
      // Every test posts from 127.0.0.1: the forms' per-address limit is raised (forms.spec
      // sets a low one where it tests the limit).
      FORM_RATE_LIMIT: '100000',
      // Every stack's site keeps its pages and answers in a cache of its own (the build is
      // shared and holds no back-end data): no stack sees another's content.
      CACHE_DIR: cacheDir,
      ...options.webEnv,
    };
    Object.assign(env, siteMallocEnv(env));
    const managed = spawnManaged(process.execPath, [...siteNodeArgs(env), 'apps/web/server.mjs', '-p', String(port), '-H', '127.0.0.1'], env, output, label);
    await waitUntilReady({
      what: `Web app of stack "${name}" (node apps/web/server.mjs -p ${port})`,
      managed,
      output,
      timeoutMs: WEB_READY_MS,
      // Any HTTP answer means the server is up; what it answers is for the tests to judge.
      ready: () => answers(`${url}/pt`, () => true),
    });
    return managed;
  };

  const startWeb = async () => {
    if (stopped) throw new Error(`stack ${name} was stopped`);
    if (web && web.child.exitCode === null && web.child.signalCode === null) return;
    web = await launchWeb(webPort, webOut, 'web', path.join(dataDir, 'site-cache'));
  };

  const extraWebs: Managed[] = [];
  const startAnotherWeb = async () => {
    if (stopped) throw new Error(`stack ${name} was stopped`);
    const port = await freePort();
    const index = extraWebs.length + 2;
    const managed = await launchWeb(port, new OutputTail(path.join(logDir, `${name}.web${index}.log`)), `web${index}`, path.join(dataDir, `site-cache-${index}`));
    extraWebs.push(managed);
    return { webUrl: `http://127.0.0.1:${port}`, stop: () => stopManaged(managed) };
  };

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await Promise.all([stopManaged(web), ...extraWebs.map((w) => stopManaged(w)), stopManaged(backend)]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await startBackend();
    await startWeb();
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    name,
    demo,
    webUrl,
    get backendUrl() {
      return backendUrl;
    },
    get integrationUrl() {
      return `${backendUrl}/integration`;
    },
    get panelUrl() {
      return `${backendUrl}/panel`;
    },
    dataDir,
    logDir,
    secrets,
    stopBackend: () => stopManaged(backend),
    stopWeb: () => stopManaged(web),
    startWeb,
    startAnotherWeb,
    startBackend,
    stop,
  };
}

/** The plain data of a stack (for JSON / env hand-over). */
export function stackInfo(stack: StackInfo): StackInfo {
  const { name, demo, webUrl, backendUrl, integrationUrl, panelUrl, dataDir, logDir, secrets } = stack;
  return { name, demo, webUrl, backendUrl, integrationUrl, panelUrl, dataDir, logDir, secrets };
}
