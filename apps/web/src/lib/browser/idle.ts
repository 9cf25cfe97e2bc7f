/**
 * Runs `run` once the page has loaded and the browser is idle: for code that paints nothing at
 * first (docs/decisions/0023-first-load-javascript.md). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(run, { timeout });
    else idle = window.setTimeout(run, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}
