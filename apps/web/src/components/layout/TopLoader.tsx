'use client';

import { deferred } from '@/lib/browser/deferred';

/**
 * The navigation loading bar (nextjs-toploader, over nprogress) without its code in the first
 * load (docs/decisions/0023-first-load-javascript.md): mounted when the browser is idle after the
 * page has loaded, or at once when a navigation made in code starts before that.
 */
let library: Promise<typeof import('nextjs-toploader')> | undefined;
const loadLibrary = () => (library ??= import('nextjs-toploader'));

const bar = deferred(() => loadLibrary().then((module) => module.default));

/** Starts the bar for a navigation made in code (router.push), as useTopLoader().start() does. */
export function startTopLoader(): void {
  // nextjs-toploader's useTopLoader is a plain function (no React state) returning nprogress's
  // controls, so it can be called here.
  void Promise.all([loadLibrary(), bar.ready()]).then(([{ useTopLoader: controls }]) => controls().start());
}

export function TopLoader() {
  return (
    <bar.Deferred
      color="#111111"
      height={2}
      showSpinner={false}
      shadow={false}
      crawlSpeed={220}
      speed={200}
      initialPosition={0.08}
      zIndex={1600}
    />
  );
}
