import type http from 'node:http';
import { LRUCache } from 'lru-cache';

/**
 * A one-second copy of the cached pages Next has just served, in front of Next in the Node
 * server (docs/decisions/0045-page-microcache.md). A page in Next's cache still costs Next's
 * whole page path on every request (routing, manifests, the cache lookup, encoding its HTML
 * string again: decision 0034), about twice what a route handler sending the same bytes costs.
 * Under load most requests for a page arrive within a second of another: those get the bytes
 * Next sent for it, as they were sent (headers, compression), from memory.
 *
 * Only what Next itself says is a cached page for everyone is kept: a 200 GET answered from its
 * cache (`x-nextjs-cache: HIT`, an `s-maxage`, no cookie set), for a request with no query and
 * none of the headers Next answers differently to (its `Vary`: RSC and prefetch requests, server
 * actions, draft mode). Everything else — a miss, a stale page (Next renders it again), a
 * filtered board, an API call, a file — goes to Next as before. A revalidation empties it (the
 * cache handler calls `clear`), so a tag refreshed through this instance is seen on the next
 * request; through another instance (Redis), at most one `ttl` later.
 */

/** Request headers by which Next answers a page differently (its Vary, server actions, its
 * on-demand revalidation and draft mode). */
const VARIANT_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'x-prerender-revalidate',
];
/** Next's files, images, the media route and the API: not pages. */
const NOT_PAGES = /^\/(?:_next|api|media)(?:\/|$)/;
/** Response headers not replayed: per connection, or recomputed for the stored body. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** Set on the answers given from the copy. */
export const COPY_HEADER = 'x-microcache';
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

interface Entry {
  headers: http.OutgoingHttpHeaders;
  body: Buffer;
}

/**
 * The content coding Next's compression picks for this Accept-Encoding ('' for none), or null
 * when it is not obvious (q-values, a wildcard): such requests are not answered from the copy.
 */
export function codingOf(acceptEncoding: string | undefined): string | null {
  if (!acceptEncoding) return '';
  if (acceptEncoding.includes('q=') || acceptEncoding.includes('*')) return null;
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  if (/\bdeflate\b/.test(acceptEncoding)) return 'deflate';
  return '';
}

/** The copy's key for a request that may be answered from it, else null. */
export function keyOf(request: http.IncomingMessage): string | null {
  const url = request.url ?? '';
  if (request.method !== 'GET' || url.includes('?') || NOT_PAGES.test(url)) return null;
  const { headers } = request;
  if (VARIANT_HEADERS.some((name) => headers[name] !== undefined)) return null;
  if (headers.cookie?.includes('__prerender_bypass')) return null;
  const coding = codingOf(headers['accept-encoding']);
  return coding === null ? null : `${coding} ${url}`;
}

/** Whether Next's finished answer is a cached page for everyone, in the key's coding. */
function isSharedPage(response: http.ServerResponse, key: string): boolean {
  const cacheControl = String(response.getHeader('cache-control') ?? '');
  return (
    response.statusCode === 200 &&
    response.getHeader('x-nextjs-cache') === 'HIT' &&
    /\bs-maxage=\d+/.test(cacheControl) &&
    !/\b(?:private|no-store)\b/.test(cacheControl) &&
    response.getHeader('set-cookie') === undefined &&
    String(response.getHeader('content-type') ?? '').startsWith('text/html') &&
    String(response.getHeader('content-encoding') ?? '') === key.slice(0, key.indexOf(' '))
  );
}

export class PageMicrocache {
  private readonly entries: LRUCache<string, Entry>;

  /** `now`: the clock the copies age by (milliseconds; tests give their own). */
  constructor({ ttlMs, now }: { ttlMs: number; now?: () => number }) {
    this.entries = new LRUCache<string, Entry>({
      ttl: ttlMs,
      maxSize: MAX_BYTES,
      sizeCalculation: (entry) => entry.body.length + 1024,
      ...(now ? { perf: { now } } : {}),
    });
  }

  /** Answers the request from the copy when it has one: true when it did. Otherwise, when the
   * request is one it may keep, watches Next's answer and keeps it if it is a shared page. */
  handle(request: http.IncomingMessage, response: http.ServerResponse): boolean {
    const key = keyOf(request);
    if (key === null) return false;
    const entry = this.entries.get(key);
    if (entry) {
      response.writeHead(200, entry.headers);
      response.end(entry.body);
      return true;
    }
    this.watch(key, response);
    return false;
  }

  clear(): void {
    this.entries.clear();
  }

  private watch(key: string, response: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = (chunk: unknown, encoding: unknown) => {
      if (size > MAX_ENTRY_BYTES || chunk == null || typeof chunk === 'function') return;
      const bytes =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.from(chunk as Uint8Array);
      size += bytes.length;
      chunks.push(bytes);
    };
    const { write, end } = response;
    response.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof response.write;
    response.end = function (this: http.ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => http.ServerResponse).call(this, chunk, ...rest);
    } as typeof response.end;
    response.once('finish', () => {
      if (size > MAX_ENTRY_BYTES || !isSharedPage(response, key)) return;
      const body = Buffer.concat(chunks, size);
      // Marked, as a CDN marks what it answers itself.
      const headers: http.OutgoingHttpHeaders = { 'content-length': body.length, [COPY_HEADER]: 'HIT' };
      for (const [name, value] of Object.entries(response.getHeaders())) {
        if (!PER_RESPONSE.has(name) && value !== undefined) headers[name] = value;
      }
      this.entries.set(key, { headers, body });
    });
  }
}

const SHARED = Symbol.for('vitrine.pageMicrocache');
type WithMicrocache = typeof globalThis & { [SHARED]?: PageMicrocache };

/** The process's copy (one per server; the cache handler, loaded apart from the app's modules,
 * finds it by the same symbol to empty it on a revalidation). Null when switched off. */
export function installPageMicrocache(ttlMs: number): PageMicrocache | null {
  if (ttlMs <= 0) return null;
  const global = globalThis as WithMicrocache;
  global[SHARED] ??= new PageMicrocache({ ttlMs });
  return global[SHARED];
}
