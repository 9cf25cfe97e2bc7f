import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { DATABASE_FILE, getMeta, migrate, openDatabase } from './db/index';
import { seedDemo } from './demo/seed';
import { integrationRoutes } from './integration/index';
import { TalentRepository } from './integration/talents';
import { type SigninLimit, TokenStore } from './lib/auth';
import { httpErrors, registerErrorHandling } from './lib/errors';
import { MediaUrls, registerMediaRoute } from './lib/media';
import { ContentRepository } from './panel/content';
import { DIR_MODE, EntryStore } from './panel/entries';
import { panelRoutes } from './panel/index';

/** Folder of files shipped with the back end (the demo video). */
export const ASSETS_DIR = path.resolve(import.meta.dirname, '../assets');

export const dataPaths = (dataDir: string) => ({
  database: path.join(dataDir, DATABASE_FILE),
  media: path.join(dataDir, 'media'),
  uploads: path.join(dataDir, 'uploads'),
});

/** Log redaction: never write tokens or secrets to the log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.salt',
  '*.api_key',
  '*.api_token',
  '*.access_token',
  '*.token',
];

export interface BuildOptions {
  /** Where log lines go (default: stdout); tests read them from here. */
  logStream?: { write(line: string): void };
  /** The clock of token expiry (default: Date.now); tests move it forward. */
  now?: () => number;
}

/** Origin the server answers on: BACKEND_PUBLIC_URL, else http://{host}:{listening port}. */
function originOf(app: FastifyInstance, config: Config): string {
  if (config.publicUrl) return config.publicUrl;
  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/**
 * The built-in back end: the integration service under /integration, the content panel under
 * /panel, public media under /media, over SQLite and files in config.dataDir. On a new database
 * the demo data set named by config.demoData is created first.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // JSON and form bodies; multipart entries have their own limits (src/panel/index.ts).
    bodyLimit: 1024 * 1024,
    // A request whose headers or body never arrive whole is dropped (408) instead of held open.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.requestTimeoutMs, 60_000),
      // Node checks requestTimeout/headersTimeout at this interval (its default is 30 s).
      connectionsCheckingInterval: Math.min(config.requestTimeoutMs, 1000),
    },
    // Slugs may be full URLs (SPEC §2.12), longer than the router's default of 100 characters.
    routerOptions: { maxParamLength: 2048 },
  });

  // The data folder holds form entries with their photos and the token hashes: owner-only.
  const paths = dataPaths(config.dataDir);
  for (const dir of [config.dataDir, paths.media, paths.uploads]) {
    mkdirSync(dir, { recursive: true, mode: DIR_MODE });
    chmodSync(dir, DIR_MODE);
  }
  const db = openDatabase(paths.database);
  app.addHook('onClose', async () => {
    db.close();
  });

  try {
    const applied = migrate(db);
    if (applied.length > 0) app.log.info({ migrations: applied }, 'database migrated');
    if (getMeta(db, 'seeded_at') === undefined) {
      const started = Date.now();
      const counts = await seedDemo(db, {
        set: config.demoData,
        mediaDir: paths.media,
        assetsDir: ASSETS_DIR,
        siteUrl: config.siteUrl,
        mediaCacheDir: config.mediaCacheDir,
      });
      app.log.info({ set: config.demoData, ...counts, ms: Date.now() - started }, 'demo data created');
    }
  } catch (err) {
    db.close();
    throw err;
  }

  const media = new MediaUrls(() => originOf(app, config));
  const tokens = new TokenStore(db, config.tokenTtlSeconds, options.now);
  const talents = new TalentRepository(db, media);
  const content = new ContentRepository(db, media);
  const entries = new EntryStore(db, paths.uploads);
  await entries.recover();

  // Routes declare zod schemas (fastify-type-provider-zod): requests are parsed with them and
  // answers checked against their contract before they leave (a mismatch is our bug: a 500).
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(sensible);
  registerErrorHandling(app);
  // Only the routes that ask for it (the two sign-ins) are limited.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      httpErrors.tooManyRequests(`Too many sign-in attempts: try again in ${Math.ceil(context.ttl / 1000)} s`),
  });
  const signinLimit: SigninLimit = { max: config.signinAttemptsPerMinute, timeWindow: 60_000 };

  // Only JSON, urlencoded forms and (on entry routes) multipart bodies are understood: others are 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  // Every route of both services declares its 4xx answers beside its 200 (`refusals(…)`), so
  // each refusal is checked against the contract's error schema; a route without them is a bug.
  app.addHook('onRoute', (route) => {
    if (!/^\/(integration|panel)\//.test(route.url) || route.method === 'HEAD') return;
    const statuses = Object.keys((route.schema?.response ?? {}) as object).map(Number);
    if (!statuses.some((status) => status >= 400 && status < 500)) {
      throw new Error(`${String(route.method)} ${route.url} declares no 4xx answer: add ...refusals(…) to its response schema`);
    }
  });

  app.get('/health', async () => ({ ok: true }));
  await registerMediaRoute(app, paths.media);
  await app.register(integrationRoutes, {
    prefix: '/integration',
    salt: config.integration.salt,
    apiKey: config.integration.apiKey,
    tokens,
    talents,
    media,
    signinLimit,
  });
  await app.register(panelRoutes, {
    prefix: '/panel',
    salt: config.panel.salt,
    apiToken: config.panel.apiToken,
    tokens,
    content,
    entries,
    talents,
    mediaDir: paths.media,
    signinLimit,
  });

  return app;
}
