import { describe, expect, it } from 'vitest';
import { typedRange } from './RangeSlider';

describe('typedRange', () => {
  const height = [40, 210] as const;
  it('sets the typed end and keeps the other', () => {
    expect(typedRange('min', 170, height, [40, 210])).toEqual([170, 210]);
    expect(typedRange('max', 175, height, [170, 210])).toEqual([170, 175]);
  });
  it('brings a number outside the range to its end, and rounds it', () => {
    expect(typedRange('max', 999, height, [40, 210])).toEqual([40, 210]);
    expect(typedRange('min', 3, height, [40, 180])).toEqual([40, 180]);
    expect(typedRange('min', 170.6, height, [40, 210])).toEqual([171, 210]);
  });
  it('never lets the minimum pass the maximum, nor the maximum the minimum', () => {
    expect(typedRange('min', 190, height, [40, 175])).toEqual([175, 175]);
    expect(typedRange('max', 150, height, [160, 210])).toEqual([160, 160]);
  });
});
