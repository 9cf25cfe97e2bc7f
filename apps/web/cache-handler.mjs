/**
 * Next's cache handler for pages and back-end answers (docs/decisions/0018-caching-model.md).
 *
 * - Default: files, Next's own FileSystemCache pointed at CACHE_DIR/<build id> (default
 *   apps/web/.next/cache/vitrine), so that pages and answers survive a restart, a new build
 *   never serves the pages of an old one (their scripts are gone), and each site process can
 *   have a cache of its own (the browser tests give every stack one).
 * - REDIS_URL set: one cache shared by every instance, through @trieb.work/nextjs-turbo-redis-cache
 *   (keys prefixed with the build id; tag revalidations reach every instance).
 *
 * Loaded by `next start` on its own (plain JavaScript, no app modules).
 */
import fs from 'node:fs';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';

const FileCache = FileSystemCache.default ?? FileSystemCache;

function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'development';
  }
}

let redisHandler;
async function redis() {
  if (!redisHandler) {
    const { RedisStringsHandler } = await import('@trieb.work/nextjs-turbo-redis-cache');
    redisHandler = new RedisStringsHandler({
      redisUrl: process.env.REDIS_URL,
      database: 0,
      keyPrefix: process.env.REDIS_KEY_PREFIX || `vitrine:${buildIdForRedis}:`,
      // Every instance reads Redis itself, so a revalidation made through one is seen by the
      // others on their next request.
      inMemoryCachingTime: 0,
      redisGetDeduplication: true,
      timeoutMs: 2_000,
    });
  }
  return redisHandler;
}
let buildIdForRedis = 'development';

export default class VitrineCacheHandler {
  constructor(ctx) {
    // The proxy's cache (next/dist/server/web/adapter.js) is made without `serverDistDir` and
    // `fs`; it reads nothing, but a handler that cannot be made answers every request with 500.
    const serverDistDir = ctx.serverDistDir ?? path.join(process.cwd(), '.next', 'server');
    this.useRedis = Boolean(process.env.REDIS_URL);
    if (this.useRedis) {
      buildIdForRedis = buildId(serverDistDir);
      return;
    }
    const root = process.env.CACHE_DIR
      ? path.resolve(/*turbopackIgnore: true*/ process.env.CACHE_DIR)
      : path.join(serverDistDir, '..', 'cache', 'vitrine');
    // FileSystemCache keeps pages in <serverDistDir>/app and answers in
    // <serverDistDir>/../cache/fetch-cache.
    this.files = new FileCache({
      ...ctx,
      fs: ctx.fs ?? nodeFs,
      flushToDisk: true,
      serverDistDir: path.join(root, buildId(serverDistDir), 'server'),
    });
  }

  async get(...args) {
    return this.useRedis ? (await redis()).get(...args) : this.files.get(...args);
  }

  async set(...args) {
    return this.useRedis ? (await redis()).set(...args) : this.files.set(...args);
  }

  async revalidateTag(...args) {
    return this.useRedis ? (await redis()).revalidateTag(...args) : this.files.revalidateTag(...args);
  }

  resetRequestCache() {
    if (this.useRedis) redisHandler?.resetRequestCache?.();
    else this.files.resetRequestCache();
  }
}
