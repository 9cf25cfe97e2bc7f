import { ageAt } from './age';
import type { TalentCard } from './card';
import { isLetter, RANGE_NAMES, RANGES, type BoardFilters, type RangeName } from './filters';
import { foldText } from './text';

/*
 * A board's filtering pass (SPEC §5) over its cards: on the server for the list a page renders,
 * in the browser once the whole board is fetched (components/talents/board-cards.ts), so it is
 * not part of the board's first-load code.
 */

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
