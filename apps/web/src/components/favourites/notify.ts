import { deferred } from '@/lib/browser/deferred';

/**
 * The favourites' notifications without sonner in the first load
 * (docs/decisions/0023-first-load-javascript.md): the toaster (Toasts.tsx) is mounted when the
 * browser is idle, or at once when something is notified before that; a notification waits for
 * it, so none is lost.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

export const toaster = deferred(() => loadSonner().then((module) => module.Toaster));

/** Shows a notification in the polite live region (sonner's `toast`). */
export function notify(message: string, options?: { id?: string }): void {
  void Promise.all([loadSonner(), toaster.ready()]).then(([{ toast }]) => toast(message, options));
}
