/**
 * The favourites' notifications without sonner in the first load
 * (docs/decisions/0037-first-load-javascript.md): the toaster (Toasts.tsx) is mounted when the
 * browser is idle, or at once when something is notified before that; a notification waits for
 * it, so none is lost.
 */
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | undefined;
let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});
let mountNow: () => void = () => {};

export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

/** Called by Toasts: how to mount the toaster at once, and when it is mounted. */
export const toaster = {
  onMountRequest(mount: () => void) {
    mountNow = mount;
  },
  mounted() {
    markMounted();
  },
};

/** Shows a notification in the polite live region (sonner's `toast`). */
export function notify(message: string, options?: { id?: string }): void {
  mountNow();
  void Promise.all([loadSonner(), mounted]).then(([{ toast }]) => toast(message, options));
}
