'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type NextTopLoader from 'nextjs-toploader';
import { useHydrated } from '@/lib/browser/hydrated';

/**
 * The navigation loading bar (nextjs-toploader, over nprogress) without its code in the first
 * load (docs/decisions/0037-deferred-parts-and-board-url.md): fetched once the page has
 * hydrated, never rendered on the server; set up for SPEC §9 in top-loader-setup.ts.
 */
let library: Promise<typeof import('./top-loader-setup')> | undefined;
const loadLibrary = () => (library ??= import('./top-loader-setup'));

let markMounted: () => void = () => {};
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** The bar, which says when it is mounted: its own effects (configuring nprogress, listening to
 * clicks on links) have run by then, as a child's effects run before its parent's. React.lazy,
 * not next/dynamic: next/dynamic's client parts added 1.3 KB to every route's first load. */
const Bar = lazy(() =>
  loadLibrary().then(({ default: Loaded }) => ({
    default: function Mounted(props: ComponentProps<typeof NextTopLoader>) {
      useEffect(() => markMounted(), []);
      return <Loaded {...props} />;
    },
  })),
);

/** Starts the bar for a navigation made in code (router.push), as useTopLoader().start() does;
 * one started before the bar is mounted starts it once it is. */
export function startTopLoader(): void {
  // nextjs-toploader's useTopLoader is a plain function (no React state) returning nprogress's
  // controls, so it can be called here.
  void Promise.all([loadLibrary(), mounted]).then(([{ useTopLoader: controls }]) => controls().start());
}

export function TopLoader() {
  if (!useHydrated()) return null;
  return (
    <Suspense fallback={null}>
      <Bar
        color="#111111"
        height={2}
        showSpinner={false}
        shadow={false}
        crawlSpeed={200}
        speed={200}
        initialPosition={0.08}
        zIndex={1600}
      />
    </Suspense>
  );
}
