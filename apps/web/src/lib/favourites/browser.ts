'use client';

import { useSyncExternalStore } from 'react';
import { localStorageOrNull } from '../browser/storage';
import type { Verdict } from '@vitrine/contracts/constants';
import { createVerdictStore, type VerdictStore, type Verdicts } from './selection';
import { createFavouritesStore, type FavouriteTalent, type FavouritesStore } from './store';

let store: FavouritesStore | undefined;

/** The page's one favourites store, over localStorage, listening to the other tabs. */
export function favourites(): FavouritesStore {
  if (typeof window === 'undefined') return SERVER_STORE;
  store ??= createFavouritesStore(localStorageOrNull(), window);
  return store;
}

const EMPTY: readonly FavouriteTalent[] = [];
/** On the server (and during hydration) the list is empty: pages are the same for everyone. */
const SERVER_STORE: FavouritesStore = {
  list: () => EMPTY,
  has: () => false,
  add: () => {},
  remove: () => {},
  reset: () => {},
  adopt: () => {},
  subscribe: () => () => {},
};

const subscribe = (listener: () => void) => favourites().subscribe(listener);

/** The favourites list, re-rendering on every change (this tab or another). */
export function useFavourites(): readonly FavouriteTalent[] {
  return useSyncExternalStore(
    subscribe,
    () => favourites().list(),
    () => EMPTY,
  );
}

/** Whether one talent is chosen; re-renders only when that answer changes (a heart on each of
 * many cards does not re-render them all when another talent is added). False on the server
 * and while hydrating. */
export function useIsFavourite(id: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => favourites().has(id),
    () => false,
  );
}

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
