import { OFFICES } from '@vitrine/contracts/offices';
import type { TalentCard } from './card';
import { EYE_KEYS, HAIR_KEYS } from './colours';

/**
 * A board's cards as the page hands them to the browser: one JSON string of rows, not an array
 * of objects (docs/decisions/0016-board-filters.md). Next's payload repeats every key of every
 * object and React's payload reader visits every value; one string prop of positional rows is
 * about a third of the bytes and one JSON.parse in the browser. A row:
 * [id, name, cover, birth in days since the epoch, hair option index, eye option index,
 *  height, bust, waist, hips, shoes, jeans, offices as bits of OFFICES, gallery slug]
 * (null where the card has none). Office slugs that
 * OFFICES does not name are dropped: no filter can ask for them.
 */
type N = number | null;
type Row = [id: number, name: string, cover: string | null, birth: N, hair: N, eyes: N, height: N, bust: N, waist: N, hips: N, shoes: N, jeans: N, offices: number, slug: string];

const DAY_MS = 86_400_000;
const index = (keys: readonly string[], key: string | null) => (key === null ? null : keys.indexOf(key));

export function packCards(cards: readonly TalentCard[]): string {
  return JSON.stringify(
    cards.map((card) => {
      const offices = OFFICES.reduce((bits, office, i) => (card.offices.includes(office.slug) ? bits | (1 << i) : bits), 0);
      const row: Row = [
        card.id,
        card.name,
        card.cover,
        card.birth === null ? null : card.birth / DAY_MS,
        index(HAIR_KEYS, card.hair),
        index(EYE_KEYS, card.eyes),
        card.height,
        card.bust,
        card.waist,
        card.hips,
        card.shoes,
        card.jeans,
        offices,
        card.slug,
      ];
      return row;
    }),
  );
}

export function unpackCards(text: string): TalentCard[] {
  return (JSON.parse(text) as Row[]).map((row) => {
    const [id, name, cover, birth, hair, eyes, height, bust, waist, hips, shoes, jeans, offices, slug] = row;
    const card: TalentCard = {
      id,
      name,
      cover,
      birth: birth === null ? null : birth * DAY_MS,
      hair: hair === null ? null : (HAIR_KEYS[hair] ?? null),
      eyes: eyes === null ? null : (EYE_KEYS[eyes] ?? null),
      height,
      bust,
      waist,
      hips,
      shoes,
      jeans,
      offices: OFFICES.filter((_, i) => (offices >> i) & 1).map((office) => office.slug),
      slug,
    };
    return card;
  });
}
