'use client';

import { useSyncExternalStore } from 'react';
import type { Verdict } from '@vitrine/contracts/constants';
import { localStorageOrNull } from '../browser/storage';
import { createVerdictStore, type VerdictStore, type Verdicts } from './selection';

/* The selection page's verdicts in this browser: a module of its own, so that the favourites
 * every page's header reads (browser.ts) do not bring the verdicts' code into every first load. */

let verdictStore: VerdictStore | undefined;
const NO_VERDICTS: Verdicts = {};

/** The page's one verdict store, over localStorage, listening to the other tabs. */
export function verdicts(): VerdictStore {
  verdictStore ??= createVerdictStore(localStorageOrNull(), window);
  return verdictStore;
}

/** The visitor's verdicts (none on the server and while hydrating). */
export function useVerdicts(): Verdicts {
  return useSyncExternalStore(
    (listener) => verdicts().subscribe(listener),
    () => verdicts().all(),
    () => NO_VERDICTS,
  );
}

/** One talent's verdict; re-renders only when that verdict changes (a change on one row of a
 * long selection does not re-render the others). None on the server and while hydrating. */
export function useVerdict(id: number): Verdict | undefined {
  return useSyncExternalStore(
    (listener) => verdicts().subscribe(listener),
    () => verdicts().all()[id],
    () => undefined,
  );
}
