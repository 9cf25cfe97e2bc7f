/** Types of cache-handler.mjs (plain JavaScript: `next start` loads it on its own). */

/** An entry as the handler gives it to Next: the value Next stored, when it was written, and
 * (pages) the lifetime Next gave it. */
export interface CacheEntry {
  lastModified: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's own value kinds (APP_PAGE, FETCH, …)
  value: any;
  cacheControl?: { revalidate: number | false; expire?: number };
  tags?: string[];
}

export default class VitrineCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx?: Record<string, unknown>): Promise<CacheEntry | null>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

/** Whether a rendered page or a back-end answer is written to disk (or Redis), or kept in memory only. */
export function keepsOnDisk(key: string, data: { kind?: string; status?: number; html?: unknown; data?: { body?: unknown } } | null | undefined): boolean;

/** The file, relative to the build's folder, that holds the entry of a key. */
export function fileOfKey(key: string): string;
