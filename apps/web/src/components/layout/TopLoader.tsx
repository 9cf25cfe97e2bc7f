'use client';

import { lazy, Suspense, useEffect, type ComponentProps } from 'react';
import type NextTopLoader from 'nextjs-toploader';
import { useHydrated } from '@/lib/browser/hydrated';

/** SPEC §9 "duration 5 s": the bar crawls from where it starts to about 92 % in that time (a
 * random step of up to TRICKLE_RATE every CRAWL_MS, half of it on average), so a page that takes
 * longer leaves it just short of the end. Its "throttle 200 ms" is in globals.css. */
const DURATION_MS = 5000;
const CRAWL_MS = 200;
const START = 0.08;
const TRICKLE_RATE = (2 * (0.92 - START)) / (DURATION_MS / CRAWL_MS);

/**
 * The navigation loading bar (nextjs-toploader, over nprogress) without its code in the first
 * load (docs/decisions/0037-deferred-parts-and-board-url.md): fetched once the page has
 * hydrated, never rendered on the server.
 */
let library: Promise<typeof import('nextjs-toploader')> | undefined;
const loadLibrary = () =>
  (library ??= Promise.all([import('nextjs-toploader'), import('nprogress')]).then(([toploader, { default: progress }]) => {
    // The bar's library sets every other setting from its props; the step is nprogress's own
    // (a setting of nprogress 0.2 its type declarations leave out).
    progress.configure({ trickleRate: TRICKLE_RATE } as Parameters<typeof progress.configure>[0]);
    return toploader;
  }));

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
        crawlSpeed={CRAWL_MS}
        speed={200}
        initialPosition={START}
        zIndex={1600}
      />
    </Suspense>
  );
}
