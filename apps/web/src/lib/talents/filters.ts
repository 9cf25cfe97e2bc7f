import { OFFICES } from '@vitrine/contracts/offices';
import { isEyeKey, isHairKey, type EyeKey, type HairKey } from './colours';
import type { Measure } from './measurements';

export type OfficeSlug = (typeof OFFICES)[number]['slug'];

/** The sliders of the filter panel and their ranges (SPEC §9). */
export const RANGES = {
  age: [16, 55],
  height: [40, 210],
  bust: [40, 210],
  waist: [40, 210],
  hips: [40, 210],
  shoes: [0, 60],
  jeans: [0, 60],
} as const satisfies Record<'age' | Measure, readonly [number, number]>;
export type RangeName = keyof typeof RANGES;
export const RANGE_NAMES = Object.keys(RANGES) as RangeName[];

export const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');

/** What narrows a board: everything the URL query can say (lib/talents/query.ts). */
export interface BoardFilters {
  letter: string | null;
  office: OfficeSlug | null;
  /** Only the narrowed ranges; a range at its full extent is absent. */
  ranges: Partial<Record<RangeName, readonly [number, number]>>;
  hair: HairKey | null;
  eyes: EyeKey | null;
}

export const NO_FILTERS: BoardFilters = { letter: null, office: null, ranges: {}, hair: null, eyes: null };

export const isOfficeSlug = (value: string): value is OfficeSlug => OFFICES.some((o) => o.slug === value);
export const isLetter = (value: string): boolean => LETTERS.includes(value);

/**
 * A range as a filter keeps it: clamped to the slider's extent, in order, whole numbers; null
 * when it covers the full extent (no restriction).
 */
export function normalizeRange(name: RangeName, min: number, max: number): readonly [number, number] | null {
  const [lo, hi] = RANGES[name];
  if (!Number.isFinite(min) || !Number.isFinite(max)) return null;
  let a = Math.min(hi, Math.max(lo, Math.round(min)));
  let b = Math.min(hi, Math.max(lo, Math.round(max)));
  if (a > b) [a, b] = [b, a];
  return a === lo && b === hi ? null : [a, b];
}

export { isEyeKey, isHairKey };
