/**
 * The favourites list (SPEC §3, §4): kept in browser storage under the key `favorites` as
 * `{ favoriteList: [...] }`, restored at start, ids compared as integers. add / remove / reset
 * write to storage; a change made in another tab (the `storage` event) is read back, so every
 * open tab shows the same list. Pure: storage and the event source are injected (tests use a
 * Map-backed storage).
 */
export const FAVOURITES_KEY = 'favorites';

export interface FavouriteTalent {
  id: number;
  name: string;
  cover?: string | null;
}

export interface FavouritesState {
  favoriteList: FavouriteTalent[];
}

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where `storage` events come from (window); optional. */
export interface StorageEvents {
  addEventListener(type: 'storage', listener: (event: { key: string | null }) => void): void;
}

/** An id as an integer: 12, '12' and 12.0 are the same talent; anything else is no id. */
export function toTalentId(value: unknown): number | null {
  const id = typeof value === 'string' ? Number.parseInt(value, 10) : typeof value === 'number' ? Math.trunc(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The list stored under FAVOURITES_KEY, tolerant of anything a visitor's storage may hold. */
export function parseFavourites(text: string | null): FavouriteTalent[] {
  if (!text) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const list = (value as { favoriteList?: unknown } | null)?.favoriteList;
  if (!Array.isArray(list)) return [];
  const seen = new Set<number>();
  const talents: FavouriteTalent[] = [];
  for (const item of list) {
    if (typeof item !== 'object' || item === null) continue;
    const { id: rawId, name, cover } = item as Record<string, unknown>;
    const id = toTalentId(rawId);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    talents.push({ id, name: typeof name === 'string' ? name : '', cover: typeof cover === 'string' ? cover : null });
  }
  return talents;
}

export interface FavouritesStore {
  /** The current list (the same array until it changes, for useSyncExternalStore). */
  list(): readonly FavouriteTalent[];
  has(id: number | string): boolean;
  add(talent: FavouriteTalent): void;
  remove(id: number | string): void;
  reset(): void;
  /** Adopts a shared selection: `merge` keeps the present list and appends the new ones. */
  adopt(talents: readonly FavouriteTalent[], mode: 'merge' | 'replace'): void;
  subscribe(listener: () => void): () => void;
}

export function createFavouritesStore(storage: StorageLike | null, events?: StorageEvents): FavouritesStore {
  const read = () => {
    try {
      return parseFavourites(storage?.getItem(FAVOURITES_KEY) ?? null);
    } catch {
      return []; // storage refused (private mode, blocked cookies): an empty list
    }
  };
  let current: readonly FavouriteTalent[] = read();
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());

  const write = (next: readonly FavouriteTalent[]) => {
    current = next;
    const state: FavouritesState = { favoriteList: [...next] };
    try {
      storage?.setItem(FAVOURITES_KEY, JSON.stringify(state));
    } catch {
      // Storage full or refused: the list still works for this page.
    }
    notify();
  };

  events?.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== FAVOURITES_KEY) return;
    current = read();
    notify();
  });

  const has = (id: number | string) => {
    const wanted = toTalentId(id);
    return wanted !== null && current.some((t) => t.id === wanted);
  };

  return {
    list: () => current,
    has,
    add(talent) {
      const id = toTalentId(talent.id);
      if (id === null || has(id)) return;
      write([...current, { id, name: talent.name, cover: talent.cover ?? null }]);
    },
    remove(id) {
      const wanted = toTalentId(id);
      if (wanted === null || !has(wanted)) return;
      write(current.filter((t) => t.id !== wanted));
    },
    reset() {
      write([]);
    },
    adopt(talents, mode) {
      const base = mode === 'replace' ? [] : [...current];
      for (const talent of talents) {
        const id = toTalentId(talent.id);
        if (id !== null && !base.some((t) => t.id === id)) base.push({ id, name: talent.name, cover: talent.cover ?? null });
      }
      write(base);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
