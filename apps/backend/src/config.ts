import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RETENTION_DAYS } from '@vitrine/contracts';

/** Which data set the back end creates when its database is new (first start). */
export const DEMO_DATA_SETS = ['default', 'empty', 'large', 'small'] as const;
export type DemoDataSet = (typeof DEMO_DATA_SETS)[number];

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

/** Environment variables the back end reads (all of them, in one place). */
export const envSchema = z.object({
  BACKEND_HOST: z.string().min(1).default('127.0.0.1'),
  BACKEND_PORT: port.default(4000),
  DATA_DIR: z.string().min(1).default('./data'),
  INTEGRATION_SALT: secret('INTEGRATION_SALT'),
  INTEGRATION_API_KEY: secret('INTEGRATION_API_KEY'),
  PANEL_SALT: secret('PANEL_SALT'),
  PANEL_API_TOKEN: secret('PANEL_API_TOKEN'),
  BACKEND_PUBLIC_URL: z.url().optional(),
  SITE_URL: z.url().optional(),
  DEMO_DATA: z.enum(DEMO_DATA_SETS).default('default'),
  /** Folder caching rendered demo images across data folders, or 'off'. */
  DEMO_MEDIA_CACHE: z.string().min(1).optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Days applications and their photos are kept before they are deleted. */
  RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(DEFAULT_RETENTION_DAYS),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
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
  /** Days applications and their photos are kept (RETENTION_DAYS, default 90). */
  retentionDays: number;
  logLevel: (typeof LOG_LEVELS)[number];
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

/** Parses the environment; throws a ConfigError naming every problem, one per line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  // Empty variables count as unset, so `FOO=` falls back to the default (or is reported missing).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? 'environment');
        return issue.message.startsWith(name) ? issue.message : `${name}: ${issue.message}`;
      }),
    );
  }
  const e = parsed.data;
  return {
    host: e.BACKEND_HOST,
    port: e.BACKEND_PORT,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    integration: { salt: e.INTEGRATION_SALT, apiKey: e.INTEGRATION_API_KEY },
    panel: { salt: e.PANEL_SALT, apiToken: e.PANEL_API_TOKEN },
    publicUrl: e.BACKEND_PUBLIC_URL === undefined ? undefined : trimSlash(e.BACKEND_PUBLIC_URL),
    siteUrl: trimSlash(e.SITE_URL ?? 'http://localhost:3000'),
    demoData: e.DEMO_DATA,
    mediaCacheDir: mediaCacheDir(e.DEMO_MEDIA_CACHE, cwd),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    retentionDays: e.RETENTION_DAYS,
    logLevel: e.LOG_LEVEL,
  };
}
