import slugify from 'slugify';

/** The name segment of a talent's gallery path (SPEC §2.6: /{lang}/modelo/{id}/{slugified name}). */
export function talentSlug(name: string): string {
  return slugify(name, { lower: true, strict: true, locale: 'pt', trim: true }) || 'talento';
}

/** What a card carries for its link: its gallery slug, computed once on the server, so that
 * the browser carries no second slug rule and no slugify (about 3.7 KB gzipped on every board;
 * the slugs add about 1.5 KB to a board of 240 cards: docs/decisions/0033). */
export const slugField = (name: string): { slug: string } => ({ slug: talentSlug(name) });
