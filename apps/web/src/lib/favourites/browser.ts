'use client';

import { useSyncExternalStore } from 'react';
import { createFavouritesStore, type FavouriteTalent, type FavouritesStore } from './store';

let store: FavouritesStore | undefined;

/** The page's one favourites store, over localStorage, listening to the other tabs. */
export function favourites(): FavouritesStore {
  if (typeof window === 'undefined') return SERVER_STORE;
  if (!store) {
    let storage: Storage | null = null;
    try {
      storage = window.localStorage;
    } catch {
      storage = null;
    }
    store = createFavouritesStore(storage, window);
  }
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

/** The favourites list, re-rendering on every change (this tab or another). */
export function useFavourites(): readonly FavouriteTalent[] {
  return useSyncExternalStore(
    (listener) => favourites().subscribe(listener),
    () => favourites().list(),
    () => EMPTY,
  );
}
