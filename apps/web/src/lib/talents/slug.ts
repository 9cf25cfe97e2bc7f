import slugify from 'slugify';

/** The name segment of a talent's gallery path (SPEC §2.6: /{lang}/modelo/{id}/{slugified name}). */
export function talentSlug(name: string): string {
  return slugify(name, { lower: true, strict: true, locale: 'pt', trim: true }) || 'talento';
}

/** What a card carries for its link: its gallery slug, computed once on the server, so that
 * the browser needs no slug code (card-slug.ts). */
export const slugField = (name: string): { slug: string } => ({ slug: talentSlug(name) });
