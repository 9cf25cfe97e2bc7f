import { describe, expect, it } from 'vitest';
import { pairedOrder, tabFromSearch } from './tabs';

const P = (n: number) => ({ n, width: 800, height: 1200 });
const L = (n: number) => ({ n, width: 1200, height: 800 });

describe('gallery tabs', () => {
  it('reads ?tab= among the available tabs', () => {
    expect(tabFromSearch('?tab=polaroids', ['book', 'snap'])).toBe('snap');
    expect(tabFromSearch('?tab=videos', ['book', 'video'])).toBe('video');
    expect(tabFromSearch('?tab=polaroids', ['book'])).toBe('book');
    expect(tabFromSearch('', ['book', 'video'])).toBe('book');
    expect(tabFromSearch('?tab=nope', ['video'])).toBe('video');
    expect(tabFromSearch('', [])).toBeNull();
  });
});

describe('paired order', () => {
  it('keeps portraits in pairs and gives a landscape a view of its own', () => {
    expect(pairedOrder([P(1), L(2), P(3), P(4)]).map((i) => i.n)).toEqual([1, 3, 2, 4]);
    expect(pairedOrder([P(1), P(2), L(3), P(4)]).map((i) => i.n)).toEqual([1, 2, 3, 4]);
    expect(pairedOrder([L(1), P(2), L(3), L(4), P(5), P(6)]).map((i) => i.n)).toEqual([1, 2, 5, 3, 4, 6]);
  });

  it('drops nothing', () => {
    const images = [P(1), L(2), L(3), P(4), P(5), L(6), P(7)];
    expect(pairedOrder(images).map((i) => i.n).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
