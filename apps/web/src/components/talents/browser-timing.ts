/** Browser-side timing and viewport helpers of the board (docs/decisions/0016-board-filters.md). */
import { afterPaint } from '@/lib/browser/after-paint';

const waiting = new Set<() => void>();
let scheduled = false;

/**
 * Runs `run` after the paint, together with every other job asked for meanwhile (one task, so
 * React renders their state updates at once), and after the tasks that the paint's own frame
 * queued: work that a new list can wait for (its covers' sources) comes after everything else.
 * Returns the cancel.
 */
export function afterPaintLater(run: () => void): () => void {
  waiting.add(run);
  if (!scheduled) {
    scheduled = true;
    afterPaint(() =>
      window.setTimeout(() => {
        scheduled = false;
        const jobs = [...waiting];
        waiting.clear();
        for (const job of jobs) job();
      }, 0),
    );
  }
  return () => waiting.delete(run);
}

const queries = new Map<string, MediaQueryList>();
/** A media query's list, made once: `matchMedia` parses its query on every call, which a
 * click's render would pay several times. */
export function mediaQuery(query: string): MediaQueryList {
  let list = queries.get(query);
  if (!list) {
    list = window.matchMedia(query);
    queries.set(query, list);
  }
  return list;
}
