import type { EyeKey, HairKey } from './colours';

/**
 * A talent as a board card needs it, and what the filters compare, parsed once on the server
 * (lib/backends/integration.ts reshapes the wire talent into this). Compact on purpose: a
 * board's cards travel to the browser (those a page renders with it, the whole board when the
 * visitor first filters), which filters them without a round trip.
 */
export interface TalentCard {
  id: number;
  name: string;
  cover: string | null;
  /** The gallery slug (slugify's, lib/talents/slug.ts), so that the browser needs no slug code. */
  slug: string;
  /** Birth as epoch milliseconds (UTC), or null when unknown: the age depends on the day. */
  birth: number | null;
  /** The SPEC §9 option the hair / eye value falls under, or null when none names it. */
  hair: HairKey | null;
  eyes: EyeKey | null;
  height: number | null;
  bust: number | null;
  waist: number | null;
  hips: number | null;
  shoes: number | null;
  jeans: number | null;
  /** Office slugs the talent belongs to. */
  offices: string[];
}

/** What a card shows (the name-search results carry only this). */
export type CardTalent = Pick<TalentCard, 'id' | 'name' | 'cover' | 'slug'>;

/** Cards per page of a board's URL (a multiple of 2, 3 and 4 columns): the server renders the
 * first `page` chunks, and 'Mostrar mais' adds one (components/talents/TalentGrid.tsx). */
export const CARD_CHUNK = 48;
