/**
 * A card's gallery slug in the browser, without slugify's character map (≈ 3.5 KB gzipped in
 * every board's first load). `plainSlug` is what slugify gives most names (accents dropped,
 * a dash as a space, anything else but letters, digits and spaces removed, spaces as dashes, lower case); for a name it
 * gets wrong ('Øyvind', 'Strauß', 'Zoë & Ana') the server puts slugify's answer in the card as
 * `slug` (slug.ts: `slugField`), so the link is always the gallery's canonical address.
 */
export function plainSlug(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/-/g, ' ')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase();
  return slug || 'talento';
}

/** The slug of a card's gallery path (SPEC §2.6: /{lang}/modelo/{id}/{slugified name}). */
export const cardSlug = (card: { name: string; slug?: string }): string => card.slug ?? plainSlug(card.name);
