import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { DATABASE_FILE, getMeta, migrate, openDatabase } from './db/index';
import { seedDemo } from './demo/seed';
import { integrationRoutes } from './integration/index';
import { TalentRepository } from './integration/talents';
import { TokenStore } from './lib/auth';
import { registerErrorHandling } from './lib/errors';
import { MediaUrls, registerMediaRoute } from './lib/media';
import { serializerCompiler, validatorCompiler } from './lib/zod';
import { ContentRepository } from './panel/content';
import { EntryStore } from './panel/entries';
import { panelRoutes } from './panel/index';
import { purgeExpired, scheduleRetention } from './panel/retention';

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
  /** The clock of entries and their retention (tests inject one). */
  now?: () => Date;
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
    bodyLimit: 1024 * 1024,
    // Slugs may be full URLs (SPEC §2.12), longer than the router's default of 100 characters.
    routerOptions: { maxParamLength: 2048 },
  });

  const paths = dataPaths(config.dataDir);
  mkdirSync(paths.media, { recursive: true });
  mkdirSync(paths.uploads, { recursive: true });
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
  const tokens = new TokenStore(db, config.tokenTtlSeconds);
  const talents = new TalentRepository(db, media);
  const content = new ContentRepository(db, media);
  const now = options.now ?? (() => new Date());
  const entries = new EntryStore(db, paths.uploads, now);
  await entries.recover();
  // Applications and their photos are deleted once the retention period has passed: at start,
  // then hourly.
  const purge = async () => {
    const { deleted } = await purgeExpired(db, paths.uploads, now(), config.retentionDays);
    if (deleted.length > 0) app.log.info({ deleted, days: config.retentionDays }, 'expired applications deleted');
  };
  await purge();
  const retention = scheduleRetention(purge, undefined, (err) => app.log.error({ err }, 'retention purge failed'));
  app.addHook('onClose', async () => retention.stop());

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // Only JSON, urlencoded forms and (on entry routes) multipart bodies are understood: others are 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get('/health', async () => ({ ok: true }));
  registerMediaRoute(app, paths.media);
  await app.register(integrationRoutes, {
    prefix: '/integration',
    salt: config.integration.salt,
    apiKey: config.integration.apiKey,
    tokens,
    talents,
    media,
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
  });

  return app;
}
