import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMeasurement, splitMeasurement } from './measurements';

describe('parseMeasurement (SPEC §3, §5)', () => {
  it.each([
    ["175/5'9", 175],
    ['86/34', 86],
    ['26x32', 26],
    ['26X32', 26],
    ['38 BR', 38],
    ['37,5 BR', 37.5],
    ['40.5 EU', 40.5],
    ['  180/5\'11 ', 180],
    ['42', 42],
  ])('%s → %d', (text, value) => {
    expect(parseMeasurement(text)).toBe(value);
  });

  it.each([null, undefined, '', ' ', 'abc', '/34', 'x32', 'BR 38', '1.2.3/4'])('%s → null', (text) => {
    expect(parseMeasurement(text)).toBeNull();
  });

  it('reads the number before the separator whatever follows it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom('/', 'x', ' '), fc.string(), (n, sep, rest) => {
        expect(parseMeasurement(`${n}${sep}${rest}`)).toBe(n);
      }),
    );
  });
});

describe('splitMeasurement (the gallery reads the same number)', () => {
  it.each([
    ["175/5'9", 175, "5'9"],
    ['86 / 34', 86, '34'],
    ['39 BR', 39, null],
    ['38,5 BR', 38.5, null],
    ['26x32', 26, null],
    ['180', 180, null],
    ['0/0', null, '0'],
    ['BR', null, null],
    [null, null, null],
    ['', null, null],
  ])('%s → %s and %s', (text, value, secondary) => {
    expect(splitMeasurement(text)).toEqual({ value, secondary });
  });

  it('agrees with parseMeasurement on every positive value', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseMeasurement(text);
        expect(splitMeasurement(text).value).toBe(parsed !== null && parsed > 0 ? parsed : null);
      }),
    );
  });
});
