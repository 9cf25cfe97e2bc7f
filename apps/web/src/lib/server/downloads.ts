import 'server-only';
import { createTranslator } from 'next-intl';
import { LRUCache } from 'lru-cache';
import { messages } from '../../i18n/messages';
import { isAppLocale, routing, type AppLocale } from '../../i18n/routing';
import { env } from '../env';
import { Bound, Busy, boundFor, type BoundOptions } from './bounded';
import { clientAddress } from './client-address';

/**
 * What the download routes share (comp card, measurement card, photo zip, selection PDF and
 * ZIP): their bounds, the visitor's language and the refusals in it (plain text, shown by the
 * browser that followed the download link).
 */
export type DownloadRoute = 'card' | 'compcard' | 'photos' | 'selection-pdf' | 'selection-zip';

/** Per address and minute: DOWNLOAD_RATE_LIMIT files (ten times as many card renders); how many
 * are made at once and may wait, per route and process. */
const BOUNDS: Record<DownloadRoute, (limit: number) => BoundOptions> = {
  card: (limit) => ({ points: 10 * limit, concurrency: 4, queue: 32 }),
  compcard: (limit) => ({ points: limit, concurrency: 2, queue: 8 }),
  photos: (limit) => ({ points: limit, concurrency: 4, queue: 8 }),
  'selection-pdf': (limit) => ({ points: limit, concurrency: 2, queue: 4 }),
  'selection-zip': (limit) => ({ points: limit, concurrency: 2, queue: 4 }),
};

export const downloadBound = (route: DownloadRoute): Bound =>
  boundFor(`download:${route}`, () => BOUNDS[route](env().DOWNLOAD_RATE_LIMIT));

/** The visitor's language: `lang` of the query, else the first of Accept-Language the site
 * speaks, else Portuguese. */
export function downloadLocale(request: Request): AppLocale {
  const lang = new URL(request.url).searchParams.get('lang');
  if (isAppLocale(lang)) return lang;
  const accepted = (request.headers.get('accept-language') ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim().slice(0, 2).toLowerCase());
  return accepted.find(isAppLocale) ?? routing.defaultLocale;
}

export const downloadsTranslator = (locale: AppLocale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'downloads' });

/** A refusal in the visitor's language, never cached. */
export function downloadRefusal(status: number, message: string, locale: AppLocale, retryAfterSeconds?: number): Response {
  return new Response(`${message}\n`, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-language': locale === 'pt' ? 'pt-BR' : 'en',
      'cache-control': 'no-store',
      ...(retryAfterSeconds ? { 'retry-after': String(retryAfterSeconds) } : {}),
    },
  });
}

/** Counts the request against the address's allowance: the 429 to answer, or null. */
export async function rateLimited(request: Request, route: DownloadRoute, locale: AppLocale): Promise<Response | null> {
  const wait = await downloadBound(route).consume(clientAddress(request.headers));
  if (wait === null) return null;
  return downloadRefusal(429, downloadsTranslator(locale)('refusals.rateLimited', { seconds: wait }), locale, wait);
}

/** Runs the work within the route's cap; too many at once answers 503 with Retry-After. */
export async function withinCap(route: DownloadRoute, locale: AppLocale, work: () => Promise<Response>): Promise<Response> {
  try {
    return await downloadBound(route).run(work);
  } catch (error) {
    if (!(error instanceof Busy)) throw error;
    return downloadRefusal(503, downloadsTranslator(locale)('refusals.busy'), locale, error.retryAfterSeconds);
  }
}

/** Runs `open` within the route's cap and keeps its place until the body it returns has been
 * read to its end or given up: a streamed file counts for as long as it is being sent. */
export function streamWithinCap<T extends { body: ReadableStream<Uint8Array> | null }>(
  route: DownloadRoute,
  open: () => Promise<T>,
): Promise<{ result: T; body: ReadableStream<Uint8Array> | null }> {
  return new Promise((resolve, reject) => {
    downloadBound(route)
      .run(async () => {
        let result: T;
        try {
          result = await open();
        } catch (error) {
          reject(error);
          return;
        }
        if (!result.body) {
          resolve({ result, body: null });
          return;
        }
        const pass = new TransformStream<Uint8Array, Uint8Array>();
        const finished = result.body.pipeTo(pass.writable).catch(() => undefined);
        resolve({ result, body: pass.readable });
        await finished;
      })
      .catch(reject);
  });
}

/** A made PDF as a download. */
export function pdfResponse(pdf: Uint8Array, filename: string, cacheControl: string): Response {
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'content-length': String(pdf.length),
      'cache-control': cacheControl,
    },
  });
}

/** A process-wide cache of made files by key, bounded by their bytes (lru-cache). */
export function madeFiles(name: string, maxBytes: number, ttlMs: number): LRUCache<string, Uint8Array> {
  const holder = globalThis as typeof globalThis & { __vitrineMadeFiles?: Map<string, LRUCache<string, Uint8Array>> };
  const caches = (holder.__vitrineMadeFiles ??= new Map());
  let cache = caches.get(name);
  if (!cache) {
    cache = new LRUCache<string, Uint8Array>({ maxSize: maxBytes, sizeCalculation: (file) => file.length || 1, ttl: ttlMs });
    caches.set(name, cache);
  }
  return cache;
}
