/**
 * Next's data cache for unit tests, where there is no Next server: a Map that keeps what a read
 * resolves with (never what it throws), keyed by the key parts. In a test file:
 *
 *   vi.mock('next/cache', () => import('@/lib/data-cache-double'));
 *   const { dataCache } = await import('@/lib/data-cache-double');
 */
export const dataCache = new Map<string, unknown>();

export function unstable_cache<T>(fn: () => Promise<T>, keyParts: string[]): () => Promise<T> {
  return async () => {
    const key = JSON.stringify(keyParts);
    if (!dataCache.has(key)) dataCache.set(key, await fn());
    return dataCache.get(key) as T;
  };
}
