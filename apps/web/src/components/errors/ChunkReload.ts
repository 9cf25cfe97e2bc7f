import { isChunkLoadError } from '@/lib/errors/digest';

/** SPEC §8 "Chunk-loading failure → Page reloads": once per page address and per minute, so a
 * chunk that is really gone cannot make the page reload forever. */
const KEY = 'vitrine:chunk-reload';
const WINDOW_MS = 60_000;

/** Reloads the page for a chunk-loading failure; true when it did. */
export function reloadForChunkError(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  try {
    const last = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as { path: string; at: number } | null;
    if (last && last.path === window.location.pathname && Date.now() - last.at < WINDOW_MS) return false;
    window.sessionStorage.setItem(KEY, JSON.stringify({ path: window.location.pathname, at: Date.now() }));
  } catch {
    // No storage (private mode): reload anyway; the browser's own cache ends any loop quickly.
  }
  window.location.reload();
  return true;
}
