import fc from 'fast-check';
import { OFFICES } from '@vitrine/contracts/constants';
import { describe, expect, it } from 'vitest';
import type { TalentCard } from './card';
import { packCards, unpackCards } from './card-data';
import { EYE_KEYS, HAIR_KEYS } from './colours';

const DAY_MS = 86_400_000;
const measure = fc.option(fc.oneof(fc.integer({ min: 0, max: 250 }), fc.double({ min: 0, max: 250, noNaN: true })), { nil: null });
const cardArb: fc.Arbitrary<TalentCard> = fc.record({
  id: fc.integer({ min: 1, max: 1e7 }),
  name: fc.string({ unit: 'grapheme' }),
  cover: fc.option(fc.webUrl(), { nil: null }),
  birth: fc.option(fc.integer({ min: -30_000, max: 30_000 }).map((days) => days * DAY_MS), { nil: null }),
  hair: fc.option(fc.constantFrom(...HAIR_KEYS), { nil: null }),
  eyes: fc.option(fc.constantFrom(...EYE_KEYS), { nil: null }),
  height: measure,
  bust: measure,
  waist: measure,
  hips: measure,
  shoes: measure,
  jeans: measure,
  offices: fc.subarray(OFFICES.map((o) => o.slug)),
  slug: fc.stringMatching(/^[a-z0-9-]{1,20}$/),
});

describe('the board data handed to the browser', () => {
  it('gives back exactly the cards it was made of', () => {
    fc.assert(
      fc.property(fc.array(cardArb, { maxLength: 30 }), (cards) => {
        expect(unpackCards(packCards(cards))).toEqual(cards);
      }),
      { seed: 22, numRuns: 300 },
    );
  });

  it('is a fraction of the cards as JSON objects', () => {
    const card: TalentCard = { id: 952, name: 'Ágatha Assunção', cover: '/media/pool/portrait-10.jpg', birth: 1224201600000, hair: 'light-brown', eyes: 'brown', height: 179, bust: 90, waist: 62, hips: 91, shoes: 37, jeans: 30, offices: ['sao-paulo'], slug: 'agatha-assuncao' };
    const cards = Array.from({ length: 100 }, (_, i) => ({ ...card, id: i }));
    expect(packCards(cards).length).toBeLessThan(JSON.stringify(cards).length * 0.45);
  });
});
