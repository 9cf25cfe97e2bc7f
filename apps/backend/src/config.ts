import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { BACKEND_DEFAULTS as D, DEFAULT_SITE_URL, DEMO_DATA_SETS, type DemoDataSet } from '@vitrine/contracts/defaults';

/** Which data set the back end creates when its database is new (first start). */
export { DEMO_DATA_SETS, type DemoDataSet };

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const secret = (name: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? `${name} is required` : `${name} must be text`) })
    .min(1, `${name} must not be empty`);

const port = z.coerce
  .number({ error: 'must be a port number (0 to 65535)' })
  .int('must be a port number (0 to 65535)')
  .min(0, 'must be a port number (0 to 65535)')
  .max(65_535, 'must be a port number (0 to 65535)');

const positiveInt = z.coerce.number().int().positive();

/** Environment variables the back end reads (all of them, in one place; defaults: @vitrine/contracts/defaults). */
export const envSchema = z.object({
  BACKEND_HOST: z.string().min(1).default(D.BACKEND_HOST),
  BACKEND_PORT: port.default(D.BACKEND_PORT),
  DATA_DIR: z.string().min(1).default(D.DATA_DIR),
  INTEGRATION_SALT: secret('INTEGRATION_SALT'),
  INTEGRATION_API_KEY: secret('INTEGRATION_API_KEY'),
  PANEL_SALT: secret('PANEL_SALT'),
  PANEL_API_TOKEN: secret('PANEL_API_TOKEN'),
  BACKEND_PUBLIC_URL: z.url().optional(),
  SITE_URL: z.url().default(DEFAULT_SITE_URL),
  DEMO_DATA: z.enum(DEMO_DATA_SETS).default(D.DEMO_DATA),
  /** Folder caching rendered demo images across data folders, or 'off'. */
  DEMO_MEDIA_CACHE: z.string().min(1).optional(),
  TOKEN_TTL_SECONDS: positiveInt.default(D.TOKEN_TTL_SECONDS),
  LOG_LEVEL: z.enum(LOG_LEVELS).default(D.LOG_LEVEL),
  /** Milliseconds for a whole request to arrive, and for an idle connection to be closed. */
  REQUEST_TIMEOUT_MS: positiveInt.default(D.REQUEST_TIMEOUT_MS),
  /** Sign-in attempts per minute and client address, on each service (then 429). */
  SIGNIN_ATTEMPTS_PER_MINUTE: positiveInt.default(D.SIGNIN_ATTEMPTS_PER_MINUTE),
});

export interface Config {
  host: string;
  port: number;
  /** Absolute path of the folder holding vitrine.sqlite, media/ and uploads/. */
  dataDir: string;
  integration: { salt: string; apiKey: string };
  panel: { salt: string; apiToken: string };
  /** Base of absolute media URLs; when absent, http://{host}:{listening port}. */
  publicUrl: string | undefined;
  /** Origin of the site, used by demo posts whose slug is a full URL (SPEC §2.12). */
  siteUrl: string;
  demoData: DemoDataSet;
  /** Cache of rendered demo images shared by data folders (undefined: no cache). */
  mediaCacheDir: string | undefined;
  tokenTtlSeconds: number;
  logLevel: (typeof LOG_LEVELS)[number];
  /** A request must arrive whole within this; an idle connection is closed after it. */
  requestTimeoutMs: number;
  /** Sign-in attempts per minute and client address, on each service. */
  signinAttemptsPerMinute: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid back-end configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Default: a folder in the system temp directory; 'off' disables the cache. */
export function mediaCacheDir(setting: string | undefined, cwd = process.cwd()): string | undefined {
  if (setting === 'off') return undefined;
  return setting === undefined ? path.join(tmpdir(), 'vitrine-demo-media') : path.resolve(cwd, setting);
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Parses the environment with a schema; throws a ConfigError naming every problem, one per line. */
function parseEnv<S extends z.ZodType>(schema: S, env: NodeJS.ProcessEnv): z.output<S> {
  // Empty variables count as unset, so `FOO=` falls back to the default (or is reported missing).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  return parsed.data;
}

/** What `src/demo/cli.ts` needs to create a data set without the server (no secrets). */
export interface SeedConfig {
  dataDir: string;
  siteUrl: string;
  mediaCacheDir: string | undefined;
}

export function loadSeedConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): SeedConfig {
  const e = parseEnv(envSchema.pick({ DATA_DIR: true, SITE_URL: true, DEMO_MEDIA_CACHE: true }), env);
  return { dataDir: path.resolve(cwd, e.DATA_DIR), siteUrl: trimSlash(e.SITE_URL), mediaCacheDir: mediaCacheDir(e.DEMO_MEDIA_CACHE, cwd) };
}

/** Parses the environment; throws a ConfigError naming every problem, one per line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const e = parseEnv(envSchema, env);
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    integration: { salt: e.INTEGRATION_SALT, apiKey: e.INTEGRATION_API_KEY },
    panel: { salt: e.PANEL_SALT, apiToken: e.PANEL_API_TOKEN },
    publicUrl: e.BACKEND_PUBLIC_URL === undefined ? undefined : trimSlash(e.BACKEND_PUBLIC_URL),
    siteUrl: trimSlash(e.SITE_URL),
    demoData: e.DEMO_DATA,
    mediaCacheDir: mediaCacheDir(e.DEMO_MEDIA_CACHE, cwd),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    signinAttemptsPerMinute: e.SIGNIN_ATTEMPTS_PER_MINUTE,
  };
}
