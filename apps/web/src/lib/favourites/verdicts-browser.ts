'use client';

import { useSyncExternalStore } from 'react';
import type { Verdict } from '@vitrine/contracts/constants';
import { afterPaint } from '../browser/after-paint';
import { localStorageOrNull } from '../browser/storage';
import { createVerdictStore, type VerdictStore, type Verdicts } from './selection';

/* The selection page's verdicts in this browser: a module of its own, so that the favourites
 * every page's header reads (browser.ts) do not bring the verdicts' code into every first load. */

let verdictStore: VerdictStore | undefined;
const NO_VERDICTS: Verdicts = {};
const subscribe = (listener: () => void) => verdicts().subscribe(listener);

/** The page's one verdict store, over localStorage, listening to the other tabs. A change is
 * written after the frame that shows it (the click's time goes to painting it), or at once
 * when the page is hidden or left. */
export function verdicts(): VerdictStore {
  if (!verdictStore) {
    const store = createVerdictStore(localStorageOrNull(), window, { schedule: afterPaint });
    addEventListener('pagehide', store.flush);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') store.flush();
    });
    verdictStore = store;
  }
  return verdictStore;
}

/** The visitor's verdicts (none on the server and while hydrating). With `wanted` false, none
 * either, and no re-render when they change: a component that needs them only now and then
 * (a filter that is off) is not drawn again on every change. */
export function useVerdicts(wanted = true): Verdicts {
  return useSyncExternalStore(
    subscribe,
    () => (wanted ? verdicts().all() : NO_VERDICTS),
    () => NO_VERDICTS,
  );
}

/** One talent's verdict; re-renders only when that verdict changes (a change on one row of a
 * long selection does not re-render the others). None on the server and while hydrating. */
export function useVerdict(id: number): Verdict | undefined {
  return useSyncExternalStore(
    subscribe,
    () => verdicts().all()[id],
    () => undefined,
  );
}
