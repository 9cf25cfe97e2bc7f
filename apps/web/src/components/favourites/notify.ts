/**
 * The favourites' notifications (sonner) without sonner in the first load
 * (docs/decisions/0037-deferred-parts-and-board-url.md): the toaster (Toasts.tsx) is loaded
 * once the page has hydrated. A notification made before the toaster is mounted waits for it,
 * so none is lost (sonner's toaster only shows what is notified after it subscribes).
 */
let sonner: Promise<typeof import('sonner')> | undefined;
export const loadSonner = () => (sonner ??= import('sonner'));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
/** Called by the toaster once it is mounted and subscribed. */
export const toasterMounted = () => markMounted();

/** Shows a notification in the polite live region (sonner's `toast`). */
export function notify(message: string, options?: { id?: string }): void {
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast(message, options));
}
