import { describe, expect, it, vi } from 'vitest';
import { createFavouritesStore, FAVOURITES_KEY, parseFavourites, toTalentId, type StorageEvents } from './store';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

function eventSource() {
  let fire: (event: { key: string | null }) => void = () => {};
  const events: StorageEvents = { addEventListener: (_type, listener) => (fire = listener) };
  return { events, fire: (key: string | null) => fire({ key }) };
}

describe('favourites store', () => {
  it('restores the list stored under "favorites" at start', () => {
    const storage = new MemoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify({ favoriteList: [{ id: 7, name: 'Ana', cover: 'a.jpg' }] }));
    expect(createFavouritesStore(storage).list()).toEqual([{ id: 7, name: 'Ana', cover: 'a.jpg' }]);
  });

  it('adds, writing { favoriteList } to storage, once per talent', () => {
    const storage = new MemoryStorage();
    const store = createFavouritesStore(storage);
    store.add({ id: 3, name: 'Bia' });
    store.add({ id: 3, name: 'Bia' });
    store.add({ id: 5, name: 'Caio', cover: 'c.jpg' });
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY)!)).toEqual({
      favoriteList: [
        { id: 3, name: 'Bia', cover: null },
        { id: 5, name: 'Caio', cover: 'c.jpg' },
      ],
    });
  });

  it('compares ids as integers', () => {
    const storage = new MemoryStorage();
    storage.setItem(FAVOURITES_KEY, JSON.stringify({ favoriteList: [{ id: '12', name: 'Duda' }] }));
    const store = createFavouritesStore(storage);
    expect(store.has(12)).toBe(true);
    expect(store.has('12')).toBe(true);
    store.add({ id: 12, name: 'Duda' });
    expect(store.list()).toHaveLength(1);
    store.remove('12');
    expect(store.list()).toEqual([]);
    expect(JSON.parse(storage.getItem(FAVOURITES_KEY)!)).toEqual({ favoriteList: [] });
  });

  it('removes only the matching talent and resets', () => {
    const store = createFavouritesStore(new MemoryStorage());
    store.add({ id: 1, name: 'A' });
    store.add({ id: 2, name: 'B' });
    store.remove(1);
    expect(store.list().map((t) => t.id)).toEqual([2]);
    store.reset();
    expect(store.list()).toEqual([]);
  });

  it('tells subscribers, and keeps the same array while nothing changes', () => {
    const store = createFavouritesStore(new MemoryStorage());
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    const before = store.list();
    store.remove(99);
    expect(store.list()).toBe(before);
    store.add({ id: 9, name: 'Eva' });
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.reset();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('reads a change made in another tab', () => {
    const storage = new MemoryStorage();
    const { events, fire } = eventSource();
    const store = createFavouritesStore(storage, events);
    const listener = vi.fn();
    store.subscribe(listener);
    storage.setItem(FAVOURITES_KEY, JSON.stringify({ favoriteList: [{ id: 4, name: 'Gil' }] }));
    fire('other-key');
    expect(store.list()).toEqual([]);
    fire(FAVOURITES_KEY);
    expect(store.list()).toEqual([{ id: 4, name: 'Gil', cover: null }]);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('adopts a shared selection by merging or replacing', () => {
    const store = createFavouritesStore(new MemoryStorage());
    store.add({ id: 1, name: 'A' });
    store.adopt([{ id: 1, name: 'A' }, { id: 2, name: 'B' }], 'merge');
    expect(store.list().map((t) => t.id)).toEqual([1, 2]);
    store.adopt([{ id: 3, name: 'C' }], 'replace');
    expect(store.list().map((t) => t.id)).toEqual([3]);
  });

  it('survives storage that holds garbage or refuses', () => {
    expect(parseFavourites('{oops')).toEqual([]);
    expect(parseFavourites('{"favoriteList": 3}')).toEqual([]);
    expect(parseFavourites('{"favoriteList": [null, {"id": "x"}, {"id": 2, "name": "B"}, {"id": 2}]}')).toEqual([
      { id: 2, name: 'B', cover: null },
    ]);
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    const store = createFavouritesStore(refusing);
    store.add({ id: 1, name: 'A' });
    expect(store.list()).toHaveLength(1);
    expect(createFavouritesStore(null).list()).toEqual([]);
  });

  it('accepts only positive integer ids', () => {
    expect(toTalentId('15')).toBe(15);
    expect(toTalentId(15.0)).toBe(15);
    expect(toTalentId('abc')).toBeNull();
    expect(toTalentId(-1)).toBeNull();
  });
});
