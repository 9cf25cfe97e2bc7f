import 'server-only';
import { unstable_cache } from 'next/cache';
import { BackendError } from './backends/http';
import { env } from './env';

/**
 * The caching model (docs/decisions/0014-caching-model.md), in short:
 *
 * - Every page is ISR: rendered on its first request, kept in Next's cache (cache-handler.mjs:
 *   files in CACHE_DIR, or Redis with REDIS_URL), served from there to every visitor and
 *   refreshed in the background. `app/[lang]/layout.tsx` exports
 *   `generateStaticParams = renderOnFirstRequest` (below) for the locale, and so does every page
 *   with a dynamic segment of its own: nothing is rendered at build, so the build needs no back
 *   end and holds no back-end data.
 * - A cached page never reads `cookies()`, `headers()` or `searchParams`: per-visitor state lives
 *   in the browser, filters live in the path. A page that must be rendered per request says
 *   `export const dynamic = 'force-dynamic'` with its reason beside it.
 * - Every back-end read that a page shows goes through `cachedRead()` (the clients in
 *   lib/backends do it: pages just call them). It keeps the answer in Next's data cache with the
 *   tags of its kind of content and the site's schedule (PAGE_REVALIDATE_SECONDS, 300 by
 *   default), and hands both to the page being rendered: a page is refreshed when its data is,
 *   and `revalidateTag(tag)` (POST /api/revalidate) refreshes exactly the pages that showed
 *   that kind of content.
 * - When a refresh fails (back end down, 5xx, timeout), Next keeps the last good answer and the
 *   last good page, also across restarts (both are in the cache handler's store). A read that
 *   never succeeded throws, and the page shows the error of docs/decisions/0003.
 */

/** Tags per kind of content: what a content panel names when it tells the site that something
 * changed (POST /api/revalidate). */
export const CACHE_TAGS = {
  /** Website texts and images, customizations, social links (the frame and the texts of pages). */
  texts: 'texts',
  /** The home slider. */
  slides: 'slides',
  /** Blog posts and campaigns, lists and items. */
  posts: 'posts',
  /** Talent lists, boards, searches, the photo feed, and every profile. */
  talents: 'talents',
  /** The agency's staff (contact page). */
  staff: 'staff',
} as const;

export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** One talent's profile (gallery, comp card): `talent:{id}`. */
export const talentTag = (id: number): string => `talent:${id}`;

/** A tag the revalidation endpoint accepts: a kind of content or one talent. */
export function isCacheTag(value: string): boolean {
  return (Object.values(CACHE_TAGS) as string[]).includes(value) || /^talent:[1-9]\d{0,9}$/.test(value);
}

/** Seconds a page and its data are served before they are refreshed in the background. */
export const pageRevalidateSeconds = (): number => env().PAGE_REVALIDATE_SECONDS;

type Outcome<T> = { value: T } | { refused: { backend: string; code: string; status: number; message: string } };

/** 4xx statuses about the site's access rather than the content asked for: the credentials
 * (401, 403: a wrong salt or token, fixed by the operator), the time (408) and the rate (429). */
const ACCESS_STATUSES = new Set([401, 403, 408, 429]);

/** Whether a failed read is the back end's answer about the content (not found, bad request),
 * to be cached like an answer. */
function isRefusal(error: unknown): error is BackendError & { status: number } {
  return error instanceof BackendError && error.status !== null && error.status >= 400 && error.status < 500 && !ACCESS_STATUSES.has(error.status);
}

/**
 * A back-end read kept in Next's data cache under `key` with `tags`, refreshed on the site's
 * schedule. A refusal (4xx about the content: not found, bad request) is an answer and is cached
 * like one; a failure (network, timeout, 5xx, an answer the contract does not allow, and a 4xx
 * about the site's access, which a shared cache would otherwise keep after the operator has fixed
 * it) is thrown, so that Next keeps serving the last good answer where it has one and asks again.
 */
export async function cachedRead<T>(key: readonly (string | number)[], tags: readonly string[], read: () => Promise<T>): Promise<T> {
  const run = unstable_cache(
    async (): Promise<Outcome<T>> => {
      try {
        return { value: await read() };
      } catch (error) {
        if (isRefusal(error)) {
          return { refused: { backend: error.backend, code: error.code, status: error.status, message: error.message } };
        }
        throw error;
      }
    },
    ['vitrine', ...key.map(String)],
    { tags: [...tags], revalidate: pageRevalidateSeconds() },
  );
  const outcome = await run();
  if ('refused' in outcome) {
    const { backend, code, status, message } = outcome.refused;
    throw new BackendError(backend, code, status, message);
  }
  return outcome.value;
}

/**
 * A page with a dynamic segment of its own ([slug], [id]…) says
 * `export const generateStaticParams = renderOnFirstRequest;`: no page is rendered at build, and
 * each address is rendered on its first request and then cached like the others. (The [lang]
 * layout does the same for the locale.)
 */
export async function renderOnFirstRequest(): Promise<never[]> {
  return [];
}
