import { OFFICES } from '@vitrine/contracts/offices';
import { ageAt } from './age';
import type { TalentCard } from './card';
import { isEyeKey, isHairKey, type EyeKey, type HairKey } from './colours';
import type { Measure } from './measurements';
import { foldText } from './text';

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

/** The initial of a name for the letter bar: its first letter, lower case, accents dropped
 * ('Ágata' → 'a'); null when the name does not start with a letter a–z. */
export function initialOf(name: string): string | null {
  const first = foldText(name).charAt(0);
  return isLetter(first) ? first : null;
}

/** The value a range filter compares for a talent (age in whole 365.25-day years). */
export function rangeValue(talent: TalentCard, name: RangeName, now: number): number | null {
  return name === 'age' ? ageAt(talent.birth, now) : talent[name];
}

/**
 * True when the value is inside a narrowed range (SPEC §5). An end at the slider's extent is
 * open (height 175–210 keeps a 212), and a talent lacking the value is excluded, since the
 * range is narrowed.
 */
export function inRange(name: RangeName, value: number | null, range: readonly [number, number]): boolean {
  if (value === null) return false;
  const [lo, hi] = RANGES[name];
  const [min, max] = range;
  return (min <= lo || value >= min) && (max >= hi || value <= max);
}

/** Every filter but the letter (the letter bar shows the initials these leave). */
export function matchesFilters(talent: TalentCard, filters: BoardFilters, now: number): boolean {
  if (filters.office && !talent.offices.includes(filters.office)) return false;
  if (filters.hair && talent.hair !== filters.hair) return false;
  if (filters.eyes && talent.eyes !== filters.eyes) return false;
  for (const name of RANGE_NAMES) {
    const range = filters.ranges[name];
    if (range && !inRange(name, rangeValue(talent, name, now), range)) return false;
  }
  return true;
}

/** SPEC §5: the letter matches the start of the lower-case name, accents aside. */
export const matchesLetter = (talent: TalentCard, letter: string | null): boolean =>
  letter === null || initialOf(talent.name) === letter;

export interface BoardView {
  /** The talents shown, in the board's order. */
  shown: TalentCard[];
  /** The letters that have a talent once the other filters apply (the enabled letters). */
  letters: Set<string>;
}

/** Initials computed once per card (folding a name is the costly part of a pass). */
const initials = new WeakMap<TalentCard, string | null>();
const cachedInitial = (talent: TalentCard): string | null => {
  let initial = initials.get(talent);
  if (initial === undefined) {
    initial = initialOf(talent.name);
    initials.set(talent, initial);
  }
  return initial;
};

/** What a board shows for its filters: one pass over the talents. */
export function viewBoard(talents: readonly TalentCard[], filters: BoardFilters, now: number): BoardView {
  const shown: TalentCard[] = [];
  const letters = new Set<string>();
  for (const talent of talents) {
    if (!matchesFilters(talent, filters, now)) continue;
    const initial = cachedInitial(talent);
    if (initial) letters.add(initial);
    if (filters.letter === null || initial === filters.letter) shown.push(talent);
  }
  return { shown, letters };
}

export { isEyeKey, isHairKey };
