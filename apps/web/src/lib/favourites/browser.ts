'use client';

import { useSyncExternalStore } from 'react';
import { localStorageOrNull } from '../browser/storage';
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
