'use client';

import { Toaster } from 'sonner';

/** The notifications of the favourites (sonner: a polite live region, bottom centre). */
export function Toasts({ label }: { label: string }) {
  return <Toaster position="bottom-center" containerAriaLabel={label} duration={3000} toastOptions={{ className: 'vitrine-toast' }} />;
}
