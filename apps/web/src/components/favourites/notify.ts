/**
 * The favourites' notifications (sonner) without sonner in the first load
 * (docs/decisions/0037-deferred-parts-and-board-url.md): the toaster (Toasts.tsx) is loaded
 * once the page has hydrated. A notification made before the toaster is mounted is not lost:
 * sonner's toaster shows the toasts still active when it subscribes.
 */
let sonner: Promise<typeof import('sonner')> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

/** Shows a notification in the polite live region (sonner's `toast`). */
export function notify(message: string, options?: { id?: string }): void {
  void loadSonner().then(({ toast }) => toast(message, options));
}
