'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import { useHydrated } from '@/lib/browser/hydrated';
import type { Toaster as SonnerToaster } from 'sonner';
import { loadSonner, toasterMounted } from './notify';

/** Sonner's toaster, which says when it is mounted: its own effect (subscribing to
 * notifications) has run by then, as a child's effects run before its parent's. React.lazy, not
 * next/dynamic: next/dynamic's client parts added 1.3 KB to every route's first load
 * (docs/decisions/0037-deferred-parts-and-board-url.md). */
const Toaster = lazy(() =>
  loadSonner().then(({ Toaster: Loaded }) => ({
    default: function Mounted(props: ComponentProps<typeof SonnerToaster>) {
      useEffect(toasterMounted, []);
      return <Loaded {...props} />;
    },
  })),
);

/**
 * The notifications of the favourites (sonner: a polite live region, bottom centre). Sonner is
 * not part of any page's first load: its chunk is fetched once the page has hydrated, and a
 * notification made before the toaster is mounted waits for it (notify.ts).
 */
export function Toasts({ label }: { label: string }) {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="bottom-center" containerAriaLabel={label} duration={3000} toastOptions={{ className: 'vitrine-toast' }} />
    </Suspense>
  );
}
