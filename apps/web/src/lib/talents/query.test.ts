import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EYE_KEYS, HAIR_KEYS } from './colours';
import { LETTERS, normalizeRange, RANGE_NAMES, RANGES } from './filters';
import { canonicalBoardQuery, parseBoardQuery, serializeBoardQuery } from './query';

const parse = (text: string) => parseBoardQuery(new URLSearchParams(text));

describe('board query (URL)', () => {
  it('reads short readable names', () => {
    const { filters, page } = parse('letter=M&office=sao-paulo&height=175-180&hair=blonde&eyes=blue&page=2');
    expect(filters).toEqual({
      letter: 'm',
      office: 'sao-paulo',
      ranges: { height: [175, 180] },
      hair: 'blonde',
      eyes: 'blue',
    });
    expect(page).toBe(2);
  });

  it('reads the GET form of the panel (-min / -max) and drops full ranges', () => {
    expect(canonicalBoardQuery('letter=&office=&age-min=16&age-max=55&height-min=175&height-max=180&hair=&eyes=')).toBe(
      'height=175-180',
    );
    expect(canonicalBoardQuery('height-min=180&height-max=170')).toBe('height=170-180');
    expect(canonicalBoardQuery('shoes-max=40')).toBe('shoes=0-40');
  });

  it('ignores what it does not know', () => {
    expect(canonicalBoardQuery('letter=mm&office=rio&height=abc&hair=purple&utm=1&page=0')).toBe('');
    expect(canonicalBoardQuery('height=10-999')).toBe('');
  });

  it('writes a canonical order', () => {
    expect(canonicalBoardQuery('hair=blonde&letter=m&height=180-175&office=porto-alegre')).toBe(
      'office=porto-alegre&letter=m&height=175-180&hair=blonde',
    );
  });

  it('round-trips every query it writes', () => {
    const arb = fc.record({
      letter: fc.option(fc.constantFrom(...LETTERS), { nil: null }),
      office: fc.option(fc.constantFrom('sao-paulo' as const, 'porto-alegre' as const), { nil: null }),
      hair: fc.option(fc.constantFrom(...HAIR_KEYS), { nil: null }),
      eyes: fc.option(fc.constantFrom(...EYE_KEYS), { nil: null }),
      ranges: fc
        .array(
          fc.constantFrom(...RANGE_NAMES).chain((name) =>
            fc.tuple(fc.constant(name), fc.integer({ min: RANGES[name][0], max: RANGES[name][1] }), fc.integer({ min: RANGES[name][0], max: RANGES[name][1] })),
          ),
        )
        .map((list) => {
          const ranges: Record<string, readonly [number, number]> = {};
          for (const [name, a, b] of list) {
            const range = normalizeRange(name, a, b);
            if (range) ranges[name] = range;
          }
          return ranges;
        }),
    });
    fc.assert(
      fc.property(arb, fc.integer({ min: 1, max: 50 }), (filters, page) => {
        const text = serializeBoardQuery(filters, page);
        expect(parse(text)).toEqual({ filters, page });
        expect(canonicalBoardQuery(text)).toBe(text);
      }),
    );
  });
});
