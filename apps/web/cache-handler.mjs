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

/** The build id of a build (its BUILD_ID file), read once per folder. */
const buildIds = new Map();
function buildId(serverDistDir) {
  let id = buildIds.get(serverDistDir);
  if (id === undefined) {
    try {
      id = fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
    } catch {
      id = 'development';
    }
    buildIds.set(serverDistDir, id);
  }
  return id;
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

/**
 * The file stores, one per folder. Next makes a new handler for every request (and the proxy
 * another), so the handler only looks its store up: reading BUILD_ID and making a
 * FileSystemCache per request cost more than serving the cached page (decision 0018).
 */
const fileCaches = new Map();
function fileCache(ctx, serverDistDir) {
  const root = process.env.CACHE_DIR
    ? path.resolve(/*turbopackIgnore: true*/ process.env.CACHE_DIR)
    : path.join(serverDistDir, '..', 'cache', 'vitrine');
  // FileSystemCache keeps pages in <serverDistDir>/app and answers in
  // <serverDistDir>/../cache/fetch-cache.
  const storeDir = path.join(root, buildId(serverDistDir), 'server');
  // The proxy's context has no memory cache size; the pages' does (it makes Next's in-memory
  // copy in front of the files).
  const key = `${storeDir}\0${ctx.maxMemoryCacheSize ?? 0}`;
  let files = fileCaches.get(key);
  if (!files) {
    files = new FileCache({ ...ctx, fs: ctx.fs ?? nodeFs, flushToDisk: true, serverDistDir: storeDir });
    fileCaches.set(key, files);
  }
  return files;
}

export default class VitrineCacheHandler {
  constructor(ctx) {
    // The proxy's cache (next/dist/server/web/adapter.js) is made without `serverDistDir` and
    // `fs`; it reads nothing, but a handler that cannot be made answers every request with 500.
    const serverDistDir = ctx.serverDistDir ?? path.join(process.cwd(), '.next', 'server');
    this.useRedis = Boolean(process.env.REDIS_URL);
    if (this.useRedis) buildIdForRedis = buildId(serverDistDir);
    else this.files = fileCache(ctx, serverDistDir);
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
