/** Types of cache-handler.mjs (plain JavaScript: `next start` loads it on its own). */
export default class VitrineCacheHandler {
  constructor(ctx: Record<string, unknown>);
  get(key: string, ctx?: Record<string, unknown>): Promise<unknown>;
  set(key: string, data: unknown, ctx?: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}

/** Whether a rendered entry is written to disk (or Redis), or kept in memory only. */
export function keepsOnDisk(key: string, data: { kind?: string; status?: number; html?: unknown } | null | undefined): boolean;
