'use client';

import { toaster } from './notify';

/**
 * The notifications of the favourites (sonner: a polite live region, bottom centre). Sonner is
 * loaded when the browser is idle after the page has loaded, or on the first notification
 * (notify.ts), so it is not part of any page's first load.
 */
export function Toasts({ label }: { label: string }) {
  return (
    <toaster.Deferred position="bottom-center" containerAriaLabel={label} duration={3000} toastOptions={{ className: 'vitrine-toast' }} />
  );
}
