/**
 * Next's cache handler for pages and back-end answers (docs/decisions/0014-caching-model.md),
 * written on Next's public `cacheHandler` interface only: a class with `get(key, ctx)`,
 * `set(key, data, ctx)`, `revalidateTag(tags, durations)` and `resetRequestCache()`.
 *
 * - Default: files under CACHE_DIR/<build id> (default apps/web/.next/cache/vitrine), one file
 *   per entry, with a bounded copy in memory (lru-cache, `cacheMaxMemorySize`) in front, so that
 *   pages and answers survive a restart, a new build never serves the pages of an old one (their
 *   scripts are gone), and each site process can have a cache of its own (the browser tests give
 *   every stack one).
 * - REDIS_URL set: one cache shared by every instance, through @trieb.work/nextjs-turbo-redis-cache
 *   (keys prefixed with the build id), made in `redis()` below.
 *
 * Tag revalidations are ours in both modes. A revalidation notes the tag's times (`stale` now,
 * `expired` at now + the profile's expire, or now without a profile): in memory for the files,
 * in one Redis hash shared by every instance otherwise (the library would delete the tag's
 * entries, so a page revalidated while a back end is down would have nothing left to serve).
 * Reading an entry compares its tags' times with the time it was written: expired → a miss;
 * stale → the entry is given to Next as old enough to be stale (its `lastModified` moved back
 * past its revalidate time), so Next serves it (`STALE`) while it renders it again, and keeps
 * serving it if that render fails.
 *
 * Each rendered page is stored with its own script policy in its headers, which Next sends with
 * the answer that rendered it and with every cached one (src/lib/security/page-csp.mjs,
 * docs/decisions/0028-cache-handler-and-page-csp.md).
 *
 * Loaded by `next start` on its own (plain JavaScript, no app modules but page-csp.mjs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { LRUCache } from 'lru-cache';
import { createClient } from 'redis';
import { keepKeyspaceEvents } from './src/lib/server/redis-setup.mjs';
import { withPageCsp } from './src/lib/security/page-csp.mjs';

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

// --- Redis -------------------------------------------------------------------------------------

let redisHandler;
/** The Redis store: the one place where it is made. */
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
 * `{ stale?, expired? }` in ms. */
const TAG_TIMES = '__tag-times';
let tagClient;
function tagClientOnce() {
  tagClient ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL, socket: { connectTimeout: 2_000 } });
    // It reconnects by itself; meanwhile a read fails and the entry is served as it is.
    client.on('error', () => {});
    await client.connect();
    return client;
  })();
  return tagClient;
}

// --- Tag times ---------------------------------------------------------------------------------

/** The tags' times in this process: all of them for the files, the last read ones for Redis. */
const localTagTimes = new Map();

/** As Next's own file cache: stale now (served while it is rendered again), expired at
 * `now + expire` when the profile gives one, at once when no profile is given. */
export function tagTimesFor(durations, now) {
  return durations ? { stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) } : { expired: now };
}

async function readTagTimes(tags, shared) {
  const times = new Map();
  if (tags.length === 0) return times;
  if (!shared) {
    for (const tag of tags) if (localTagTimes.has(tag)) times.set(tag, localTagTimes.get(tag));
    return times;
  }
  try {
    const values = await (await tagClientOnce()).hmGet(redisPrefix() + TAG_TIMES, tags);
    values.forEach((value, i) => value && times.set(tags[i], JSON.parse(value)));
  } catch {
    // Redis unreachable: the library answers a miss as well.
  }
  return times;
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

/** 'expired' when a tag expired after the entry was written, 'stale' when one was revalidated
 * after it, else 'fresh'. */
export function tagVerdict(lastModified, times, now) {
  let verdict = 'fresh';
  for (const { stale, expired } of times.values()) {
    if (typeof expired === 'number' && expired <= now && expired > lastModified) return 'expired';
    if (typeof stale === 'number' && stale > lastModified) verdict = 'stale';
  }
  return verdict;
}

/** The site's schedule (PAGE_REVALIDATE_SECONDS): no page or read is kept longer without asking
 * again, so an entry this much older than now is stale for Next whatever its own schedule. */
const scheduleSeconds = () => Number(process.env.PAGE_REVALIDATE_SECONDS) || 300;

/**
 * The entry as Next must see it to count it stale: written just over its revalidate time ago
 * (Next compares `lastModified + revalidate` with now), and still well inside its expire time,
 * so Next serves it and renders it again in the background instead of waiting for the render.
 */
export function asStale(entry, ctx, now) {
  const revalidate =
    entry.value?.kind === 'FETCH'
      ? Number(ctx?.revalidate || entry.value.revalidate) || 0
      : typeof entry.cacheControl?.revalidate === 'number'
        ? Math.max(entry.cacheControl.revalidate, scheduleSeconds())
        : scheduleSeconds();
  return { ...entry, lastModified: Math.min(entry.lastModified ?? now, now - revalidate * 1000 - 1) };
}

// --- Files -------------------------------------------------------------------------------------

const SAFE_SEGMENT_CHAR = /[A-Za-z0-9._~$@+=,-]/;
/** A file name for each key segment: unusual characters %-encoded, `.`/`..` never a directory
 * move, a segment too long for a file name replaced by its hash. */
export function fileOfKey(key) {
  const segments = key
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      let safe = [...segment].map((char) => (SAFE_SEGMENT_CHAR.test(char) ? char : encodeURIComponent(char))).join('');
      if (safe === '.' || safe === '..') safe = safe.replaceAll('.', '%2E');
      return Buffer.byteLength(safe) > 200 ? crypto.createHash('sha256').update(segment).digest('hex') : safe;
    });
  return segments.length > 0 ? segments.join('/') : '_';
}

/** What is written: the entry with the page's HTML as UTF-8 bytes (V8 keeps most strings as
 * UTF-16), so that a file is about the size of the page. */
const toDisk = (entry) =>
  v8.serialize(entry.value?.kind === 'APP_PAGE' && typeof entry.value.html === 'string' ? { ...entry, value: { ...entry.value, html: Buffer.from(entry.value.html, 'utf8') } } : entry);
function fromDisk(bytes) {
  const entry = v8.deserialize(bytes);
  if (entry.value?.kind === 'APP_PAGE' && Buffer.isBuffer(entry.value.html)) entry.value.html = entry.value.html.toString('utf8');
  return entry;
}

/** About the memory an entry takes, for the bounded copy. */
function sizeOf(entry) {
  const value = entry.value;
  if (!value) return 64;
  if (value.kind === 'APP_PAGE') {
    let size = (value.html?.length ?? 0) + (value.rscData?.length ?? 0);
    for (const segment of value.segmentData?.values?.() ?? []) size += segment.length;
    return size + 512;
  }
  if (value.kind === 'APP_ROUTE') return (value.body?.length ?? 0) + 512;
  return JSON.stringify(value).length;
}

/**
 * The entries of one build on disk, with a bounded copy in memory in front (also the only copy
 * of what is not written to disk). One per folder: Next makes a new handler for every request
 * (and the proxy another), so the handler only looks its store up (decision 0014).
 */
class FileStore {
  constructor(dir) {
    this.dir = dir;
    this.memory = undefined;
  }

  /** The proxy's context has no memory size; the pages' does (`cacheMaxMemorySize`). */
  useMemory(maxSize) {
    if (!this.memory && maxSize > 0) this.memory = new LRUCache({ maxSize, sizeCalculation: (entry) => Math.max(1, Math.min(sizeOf(entry), maxSize)) });
  }

  // The cache folder is chosen at run time: `turbopackIgnore` keeps the build from tracing the whole
  // project into the server's files because of these paths.
  file(key, kind) {
    return path.join(/*turbopackIgnore: true*/ this.dir, `${fileOfKey(key)}.${kind === 'APP_PAGE' ? 'page' : 'entry'}`);
  }

  async get(key, ctx) {
    const remembered = this.memory?.get(key);
    if (remembered) return remembered;
    try {
      const entry = fromDisk(await fs.promises.readFile(/*turbopackIgnore: true*/ this.file(key, ctx?.kind)));
      this.memory?.set(key, entry);
      return entry;
    } catch {
      return null;
    }
  }

  async set(key, entry, { disk }) {
    this.memory?.set(key, entry);
    if (!disk || !entry.value) return;
    const file = this.file(key, entry.value.kind);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    // Whole or not at all: a reader never sees half a file, and a crash leaves the old one.
    const partial = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.partial`;
    await fs.promises.writeFile(partial, toDisk(entry));
    await fs.promises.rename(partial, file);
  }
}

const fileStores = new Map();
function fileStore(serverDistDir) {
  const root = process.env.CACHE_DIR
    ? path.resolve(/*turbopackIgnore: true*/ process.env.CACHE_DIR)
    : path.join(serverDistDir, '..', 'cache', 'vitrine');
  const dir = path.join(/*turbopackIgnore: true*/ root, buildId(serverDistDir));
  let store = fileStores.get(dir);
  if (!store) {
    store = new FileStore(dir);
    fileStores.set(dir, store);
  }
  return store;
}

// --- What goes to disk -------------------------------------------------------------------------

/** The page's address inside Next (after the rewrites) from a cache key, which reads
 * `/route-cache/APP_PAGE/<hash>/$/pt/blog` in Next 16.4 and was the address itself before. */
function pageAddress(key) {
  const at = key.indexOf('/$/');
  return at === -1 ? key : key.slice(at + 2);
}

/**
 * Whether a rendered page or a back-end answer is written to disk (shared through Redis), or
 * kept in memory only (the bounded copy). Any
 * address under a locale renders and is cached on its first request, so without this rule
 * every random address a client or a crawler sends (a 404, a name search, a filter
 * combination, a talent under any name) added about 150 KB of files for good. On disk: the
 * pages with an address of their own — a 200 that is not a name search or a filtered board,
 * and a talent only under its own name (the one its canonical link gives).
 */
export function keepsOnDisk(key, data) {
  // A back end's refusal (lib/cache.ts keeps `{"refused":…}`: no talent, post or slug by that
  // name) is as random as the address that asked for it.
  if (data?.kind === 'FETCH') return !(typeof data.data?.body === 'string' && data.data.body.startsWith('{"refused"'));
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

// --- The handler -------------------------------------------------------------------------------

export default class VitrineCacheHandler {
  constructor(ctx) {
    // The proxy's cache is made without `serverDistDir` and `fs`; it reads nothing, but a
    // handler that cannot be made answers every request with 500.
    const serverDistDir = ctx?.serverDistDir ?? path.join(process.cwd(), '.next', 'server');
    this.useRedis = Boolean(process.env.REDIS_URL);
    if (this.useRedis) buildIdForRedis = buildId(serverDistDir);
    else {
      this.files = fileStore(serverDistDir);
      this.files.useMemory(ctx?.maxMemoryCacheSize ?? 0);
    }
  }

  async get(key, ctx) {
    const entry = this.useRedis ? await (await redis()).get(key, ctx) : await this.files.get(key, ctx);
    if (!entry) return null;
    const now = Date.now();
    const verdict = tagVerdict(entry.lastModified ?? 0, await readTagTimes(tagsOf(entry, ctx), this.useRedis), now);
    if (verdict === 'expired') return null;
    return verdict === 'stale' ? asStale(entry, ctx, now) : entry;
  }

  async set(key, data, ctx) {
    // The page's own script policy, in the headers of the very entry Next answers with.
    const value = withPageCsp(data);
    if (this.useRedis) {
      // Redis has no bounded copy of its own here: an address without one of its own is not
      // shared, and is rendered again on its next request.
      return keepsOnDisk(key, value) ? (await redis()).set(key, value, ctx) : undefined;
    }
    const entry = { lastModified: Date.now(), value, cacheControl: ctx?.cacheControl, tags: ctx?.tags ?? [] };
    return this.files.set(key, entry, { disk: keepsOnDisk(key, value) });
  }

  async revalidateTag(tags, durations) {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const times = tagTimesFor(durations, Date.now());
    for (const tag of list) localTagTimes.set(tag, { ...localTagTimes.get(tag), ...times });
    if (this.useRedis) {
      await (await tagClientOnce()).hSet(redisPrefix() + TAG_TIMES, Object.fromEntries(list.map((tag) => [tag, JSON.stringify(times)])));
    }
  }

  resetRequestCache() {
    if (this.useRedis) redisHandler?.resetRequestCache?.();
  }
}
