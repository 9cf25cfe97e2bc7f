import { describe, expect, it } from 'vitest';
import { shoeSizes } from './shoes';

describe('shoe sizes', () => {
  it('converts by gender', () => {
    expect(shoeSizes(37, 'woman')).toEqual({ br: 37, eu: 39, us: 8.5, uk: 6 });
    expect(shoeSizes(37, 'man')).toEqual({ br: 37, eu: 39, us: 6.5, uk: 6 });
    expect(shoeSizes(42, 'man')).toEqual({ br: 42, eu: 44, us: 10, uk: 9.5 });
  });

  it('keeps EU two above BR over the whole table and grows with the size', () => {
    for (const gender of ['woman', 'man'] as const) {
      let last = 0;
      for (let br = 30; br <= 50; br++) {
        const sizes = shoeSizes(br, gender);
        if (!sizes) continue;
        expect(sizes.eu).toBe(br + 2);
        expect(sizes.us).toBeGreaterThan(last);
        last = sizes.us;
      }
      expect(last).toBeGreaterThan(0);
    }
  });

  it('has no equivalent outside the table or for half sizes', () => {
    expect(shoeSizes(20, 'woman')).toBeNull();
    expect(shoeSizes(38.5, 'woman')).toBeNull();
  });
});
