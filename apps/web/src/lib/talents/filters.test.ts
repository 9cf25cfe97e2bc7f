import fc from 'fast-check';
import { OFFICES } from '@vitrine/contracts/constants';
import { describe, expect, it } from 'vitest';
import { ageAt, YEAR_MS } from './age';
import type { TalentCard } from './card';
import { EYE_KEYS, HAIR_KEYS } from './colours';
import { initialOf, matchesFilters, matchesLetter, rangeValue, viewBoard } from './board-view';
import { LETTERS, NO_FILTERS, normalizeRange, RANGE_NAMES, RANGES, type BoardFilters } from './filters';

const NOW = Date.UTC(2026, 11, 1);

const card = (over: Partial<TalentCard> = {}): TalentCard => ({
  id: 1,
  name: 'Ana Lima',
  cover: null,
  birth: NOW - 20.5 * YEAR_MS,
  hair: 'blonde',
  eyes: 'blue',
  height: 178,
  bust: 84,
  waist: 60,
  hips: 90,
  shoes: 38,
  jeans: 26,
  offices: ['sao-paulo'],
  slug: 'ana-lima',
  ...over,
});

describe('talent filters (SPEC §5)', () => {
  it('keeps a talent inside every narrowed range and drops one outside', () => {
    const filters: BoardFilters = { ...NO_FILTERS, ranges: { height: [175, 180], age: [18, 25] } };
    expect(matchesFilters(card(), filters, NOW)).toBe(true);
    expect(matchesFilters(card({ height: 181 }), filters, NOW)).toBe(false);
    expect(matchesFilters(card({ height: 175 }), filters, NOW)).toBe(true);
    expect(matchesFilters(card({ birth: NOW - 26 * YEAR_MS }), filters, NOW)).toBe(false);
  });

  it('excludes a talent lacking a measurement only when that filter is narrowed', () => {
    const lacking = card({ bust: null, birth: null });
    expect(matchesFilters(lacking, NO_FILTERS, NOW)).toBe(true);
    expect(matchesFilters(lacking, { ...NO_FILTERS, ranges: { height: [170, 190] } }, NOW)).toBe(true);
    expect(matchesFilters(lacking, { ...NO_FILTERS, ranges: { bust: [40, 100] } }, NOW)).toBe(false);
    expect(matchesFilters(lacking, { ...NO_FILTERS, ranges: { age: [16, 30] } }, NOW)).toBe(false);
  });

  it('treats an end at the slider extent as open', () => {
    const filters: BoardFilters = { ...NO_FILTERS, ranges: { height: [180, 210] } };
    expect(matchesFilters(card({ height: 215 }), filters, NOW)).toBe(true);
    expect(matchesFilters(card({ birth: NOW - 60 * YEAR_MS }), { ...NO_FILTERS, ranges: { age: [30, 55] } }, NOW)).toBe(true);
  });

  it('matches hair, eyes and office exactly; no option means no restriction', () => {
    expect(matchesFilters(card(), { ...NO_FILTERS, hair: 'blonde', eyes: 'blue', office: 'sao-paulo' }, NOW)).toBe(true);
    expect(matchesFilters(card(), { ...NO_FILTERS, hair: 'platinum-blonde' }, NOW)).toBe(false);
    expect(matchesFilters(card(), { ...NO_FILTERS, eyes: 'green' }, NOW)).toBe(false);
    expect(matchesFilters(card(), { ...NO_FILTERS, office: 'porto-alegre' }, NOW)).toBe(false);
    expect(matchesFilters(card({ hair: null }), NO_FILTERS, NOW)).toBe(true);
  });

  it('matches the letter at the start of the lower-case name, accents aside', () => {
    expect(initialOf('Ágata Reis')).toBe('a');
    expect(initialOf('  émile')).toBe('e');
    expect(initialOf('Çecília')).toBe('c');
    expect(initialOf('3D Studio')).toBeNull();
    expect(matchesLetter(card({ name: 'Ágata' }), 'a')).toBe(true);
    expect(matchesLetter(card({ name: 'Bia' }), 'a')).toBe(false);
    expect(matchesLetter(card({ name: 'Bia' }), null)).toBe(true);
  });

  it('normalizes a range: clamped, ordered, null at full extent', () => {
    expect(normalizeRange('height', 180, 175)).toEqual([175, 180]);
    expect(normalizeRange('height', 10, 400)).toBeNull();
    expect(normalizeRange('shoes', -5, 40)).toEqual([0, 40]);
    expect(normalizeRange('age', 16, 55)).toBeNull();
  });
});

// ---- properties over generated talents --------------------------------------------------------

const FIRST = ['Ana', 'Ágata', 'Bruna', 'Émile', 'joão', 'Lara', 'Marina', 'Zoe', 'Ícaro', 'Otávio', 'Yasmin', '3D'];
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 6 });
const measure = (name: (typeof RANGE_NAMES)[number]) => maybe(fc.integer({ min: RANGES[name][0] - 10, max: RANGES[name][1] + 10 }));

const talentArb: fc.Arbitrary<TalentCard> = fc.record({
  id: fc.integer({ min: 1, max: 1e6 }),
  name: fc.tuple(fc.constantFrom(...FIRST), fc.string({ maxLength: 8 })).map(([a, b]) => `${a} ${b}`),
  cover: fc.constant(null),
  birth: maybe(fc.integer({ min: NOW - 70 * 366 * 86400000, max: NOW - 10 * 365 * 86400000 })),
  hair: maybe(fc.constantFrom(...HAIR_KEYS)),
  eyes: maybe(fc.constantFrom(...EYE_KEYS)),
  height: measure('height'),
  bust: measure('bust'),
  waist: measure('waist'),
  hips: measure('hips'),
  shoes: measure('shoes'),
  jeans: measure('jeans'),
  offices: fc.subarray(OFFICES.map((o) => o.slug)),
  slug: fc.constant('talento'),
});

const rangeArb = (name: (typeof RANGE_NAMES)[number]) =>
  fc
    .tuple(fc.integer({ min: RANGES[name][0], max: RANGES[name][1] }), fc.integer({ min: RANGES[name][0], max: RANGES[name][1] }))
    .map(([a, b]) => normalizeRange(name, a, b));

const filtersArb: fc.Arbitrary<BoardFilters> = fc
  .record({
    letter: maybe(fc.constantFrom(...LETTERS)),
    office: maybe(fc.constantFrom(...OFFICES.map((o) => o.slug))),
    hair: maybe(fc.constantFrom(...HAIR_KEYS)),
    eyes: maybe(fc.constantFrom(...EYE_KEYS)),
    ranges: fc.record(Object.fromEntries(RANGE_NAMES.map((n) => [n, rangeArb(n)])) as Record<(typeof RANGE_NAMES)[number], fc.Arbitrary<readonly [number, number] | null>>, {
      requiredKeys: [],
    }),
  })
  .map((f) => ({
    ...f,
    ranges: Object.fromEntries(Object.entries(f.ranges).filter(([, r]) => r !== null)) as BoardFilters['ranges'],
  }));

/** Each active filter as its own check, written apart from matchesFilters. */
function failedFilters(t: TalentCard, f: BoardFilters): string[] {
  const failed: string[] = [];
  if (f.letter && initialOf(t.name) !== f.letter) failed.push('letter');
  if (f.office && !t.offices.includes(f.office)) failed.push('office');
  if (f.hair && t.hair !== f.hair) failed.push('hair');
  if (f.eyes && t.eyes !== f.eyes) failed.push('eyes');
  for (const [name, range] of Object.entries(f.ranges) as [(typeof RANGE_NAMES)[number], readonly [number, number]][]) {
    const value = name === 'age' ? ageAt(t.birth, NOW) : t[name];
    const [lo, hi] = RANGES[name];
    if (value === null || (range[0] > lo && value < range[0]) || (range[1] < hi && value > range[1])) failed.push(name);
  }
  return failed;
}

describe('board view properties (fast-check)', () => {
  const talentsArb = fc.array(talentArb, { maxLength: 80 });

  it('every talent shown satisfies every active filter; every one hidden fails at least one', () => {
    fc.assert(
      fc.property(talentsArb, filtersArb, (talents, filters) => {
        const { shown } = viewBoard(talents, filters, NOW);
        const shownSet = new Set(shown);
        for (const t of talents) {
          const failed = failedFilters(t, filters);
          if (shownSet.has(t)) expect(failed).toEqual([]);
          else expect(failed.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the board order', () => {
    fc.assert(
      fc.property(talentsArb, filtersArb, (talents, filters) => {
        const { shown } = viewBoard(talents, filters, NOW);
        const positions = shown.map((t) => talents.indexOf(t));
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      }),
    );
  });

  it('clearing the filters restores the whole board', () => {
    fc.assert(
      fc.property(talentsArb, filtersArb, (talents, filters) => {
        viewBoard(talents, filters, NOW);
        expect(viewBoard(talents, NO_FILTERS, NOW).shown).toEqual(talents);
      }),
    );
  });

  it("the letter bar's enabled letters are exactly the initials present after the other filters", () => {
    fc.assert(
      fc.property(talentsArb, filtersArb, (talents, filters) => {
        const { letters } = viewBoard(talents, filters, NOW);
        const expected = new Set(
          talents
            .filter((t) => failedFilters(t, { ...filters, letter: null }).length === 0)
            .map((t) => initialOf(t.name))
            .filter((l): l is string => l !== null),
        );
        expect([...letters].sort()).toEqual([...expected].sort());
        // An enabled letter never leads to an empty board; a disabled one always would.
        for (const letter of LETTERS) {
          const count = viewBoard(talents, { ...filters, letter }, NOW).shown.length;
          expect(count > 0).toBe(letters.has(letter));
        }
      }),
      { numRuns: 100 },
    );
  });

  it('reads the age in whole 365.25-day years', () => {
    fc.assert(
      fc.property(talentArb, (t) => {
        const age = rangeValue(t, 'age', NOW);
        if (t.birth === null) expect(age).toBeNull();
        else expect(age).toBe(Math.floor((NOW - t.birth) / YEAR_MS));
      }),
    );
  });
});
