'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/browser/hydrated';
import { loadSonner } from './notify';

/** React.lazy, not next/dynamic: next/dynamic's client parts added 1.3 KB to every route's first
 * load (docs/decisions/0037-deferred-parts-and-board-url.md). */
const Toaster = lazy(() => loadSonner().then(({ Toaster: Loaded }) => ({ default: Loaded })));

/**
 * The notifications of the favourites (sonner: a polite live region, bottom centre). Sonner is
 * not part of any page's first load: its chunk is fetched once the page has hydrated, and a
 * notification made before the toaster is mounted shows once it is (notify.ts).
 */
export function Toasts({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" containerAriaLabel={label} duration={3000} toastOptions={{ className: 'vitrine-toast' }} />
    </Suspense>
  );
}
