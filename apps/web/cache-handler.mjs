/**
 * Next's cache handler for pages and back-end answers (docs/decisions/0018-caching-model.md).
 *
 * - Default: files, Next's own FileSystemCache pointed at CACHE_DIR/<build id> (default
 *   apps/web/.next/cache/vitrine), so that pages and answers survive a restart, a new build
 *   never serves the pages of an old one (their scripts are gone), and each site process can
 *   have a cache of its own (the browser tests give every stack one).
 * - REDIS_URL set: one cache shared by every instance, through @trieb.work/nextjs-turbo-redis-cache
 *   (keys prefixed with the build id). Tag revalidations are ours, not the library's: the
 *   library deletes a tag's entries, so a page revalidated while a back end is down would have
 *   nothing left to serve. Here a revalidation stores the tag's time in one Redis hash, as Next's
 *   file cache keeps it in memory; every instance reads the times of an entry's tags when it
 *   reads the entry and gives them to Next (its tags manifest), which then serves the entry stale
 *   while it renders it again, and keeps serving it if that render fails.
 *
 * Loaded by `next start` on its own (plain JavaScript, no app modules).
 */
import fs from 'node:fs';
import path from 'node:path';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods.js';
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { createClient } from 'redis';
import { keepKeyspaceEvents } from './src/lib/server/redis-setup.mjs';

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
    // Redis's key events, set again whenever Redis comes back (src/lib/server/redis-setup.mjs).
    keepKeyspaceEvents(process.env.REDIS_URL);
    const { RedisStringsHandler } = await import('@trieb.work/nextjs-turbo-redis-cache');
    redisHandler = new RedisStringsHandler({
      redisUrl: process.env.REDIS_URL,
      database: 0,
      keyPrefix: redisPrefix(),
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
const redisPrefix = () => process.env.REDIS_KEY_PREFIX || `vitrine:${buildIdForRedis}:`;

/** The revalidation times of the tags, shared by every instance: field = tag, value = JSON
 * `{ stale?, expired? }` in ms, as in Next's tags manifest. */
const TAG_TIMES = '__tag-times';
let tagClient;
function tagTimes() {
  tagClient ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL, socket: { connectTimeout: 2_000 } });
    // It reconnects by itself; meanwhile a read fails and the entry is served as it is.
    client.on('error', () => {});
    await client.connect();
    return client;
  })();
  return tagClient;
}

/** Later times win: a tag revalidated through another instance, or again. */
function noteTagTimes(tag, times) {
  const known = tagsManifest.get(tag) ?? {};
  const merged = { ...known };
  for (const field of ['stale', 'expired']) {
    if (typeof times[field] === 'number' && !(known[field] >= times[field])) merged[field] = times[field];
  }
  tagsManifest.set(tag, merged);
}

/** Every tag an entry answers to: a page's from its headers, an answer's from the request. */
function tagsOf(entry, ctx) {
  const pageTags = entry.value?.headers?.['x-next-cache-tags'];
  return [
    ...new Set([
      ...(entry.tags ?? []),
      ...(typeof pageTags === 'string' ? pageTags.split(',') : []),
      ...(ctx?.tags ?? []),
      ...(ctx?.softTags ?? []),
    ]),
  ].filter(Boolean);
}

async function readTagTimes(tags) {
  if (tags.length === 0) return;
  try {
    const values = await (await tagTimes()).hmGet(redisPrefix() + TAG_TIMES, tags);
    values.forEach((value, i) => value && noteTagTimes(tags[i], JSON.parse(value)));
  } catch {
    // Redis unreachable: the library answers a miss as well.
  }
}

/** As Next's FileSystemCache.revalidateTag: stale now (served while it is rendered again),
 * expired at `now + expire` when the profile gives one, at once when no profile is given. */
async function writeTagTimes(tags, durations) {
  const now = Date.now();
  const fields = {};
  for (const tag of tags) {
    const times = durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now };
    noteTagTimes(tag, times);
    fields[tag] = JSON.stringify(times);
  }
  if (tags.length > 0) await (await tagTimes()).hSet(redisPrefix() + TAG_TIMES, fields);
}

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
    const options = { ...ctx, fs: ctx.fs ?? nodeFs, serverDistDir: storeDir };
    // Both share Next's in-memory copy (a static LRU of cacheMaxMemorySize); only the first
    // writes files.
    files = { disk: new FileCache({ ...options, flushToDisk: true }), memory: new FileCache({ ...options, flushToDisk: false }) };
    fileCaches.set(key, files);
  }
  return files;
}

/** The page's address inside Next (after the rewrites) from a cache key, which reads
 * `/route-cache/APP_PAGE/<hash>/$/pt/blog` in Next 16.4 and was the address itself before. */
function pageAddress(key) {
  const at = key.indexOf('/$/');
  return at === -1 ? key : key.slice(at + 2);
}

/**
 * Whether a rendered page is written to disk, or kept in memory only (Next's bounded LRU). Any
 * address under a locale renders and is cached on its first request, so without this rule
 * every random address a client or a crawler sends (a 404, a name search, a filter
 * combination, a talent under any name) added about 150 KB of files for good. On disk: the
 * pages with an address of their own — a 200 that is not a name search or a filtered board,
 * and a talent only under its own name (the one its canonical link gives).
 */
export function keepsOnDisk(key, data) {
  if (data?.kind !== 'APP_PAGE') return true;
  if (data.status !== undefined && data.status !== 200) return false;
  const address = pageAddress(key);
  if (/^\/[a-z]{2}\/modelos\//.test(address) || /\/f\/[^/]+$/.test(address)) return false;
  const talent = /^\/[a-z]{2}\/modelo\/(\d+)\/([^/]+)$/.exec(address);
  if (talent) {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(typeof data.html === 'string' ? data.html : '')?.[1];
    return Boolean(canonical) && canonical.endsWith(`/${talent[1]}/${talent[2]}`);
  }
  return true;
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

  async get(key, ctx) {
    if (!this.useRedis) return this.files.disk.get(key, ctx);
    const entry = await (await redis()).get(key, ctx);
    if (entry) await readTagTimes(tagsOf(entry, ctx));
    return entry;
  }

  async set(key, data, ctx) {
    if (this.useRedis) {
      // Redis has no bounded copy of its own here: an address without one of its own is not
      // shared, and is rendered again on its next request.
      return keepsOnDisk(key, data) ? (await redis()).set(key, data, ctx) : undefined;
    }
    return (keepsOnDisk(key, data) ? this.files.disk : this.files.memory).set(key, data, ctx);
  }

  async revalidateTag(tags, durations) {
    if (!this.useRedis) return this.files.disk.revalidateTag(tags, durations);
    return writeTagTimes(typeof tags === 'string' ? [tags] : tags, durations);
  }

  resetRequestCache() {
    if (this.useRedis) redisHandler?.resetRequestCache?.();
    else this.files.disk.resetRequestCache();
  }
}
