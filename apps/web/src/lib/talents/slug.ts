import slugify from 'slugify';
import { plainSlug } from './card-slug';

/** The name segment of a talent's gallery path (SPEC §2.6: /{lang}/modelo/{id}/{slugified name}). */
export function talentSlug(name: string): string {
  return slugify(name, { lower: true, strict: true, locale: 'pt', trim: true }) || 'talento';
}

/** What a card carries for its link: slugify's slug only where the browser's `plainSlug`
 * would get it wrong (card-slug.ts); nothing otherwise, so the board's data stays small. */
export function slugField(name: string): { slug?: string } {
  const slug = talentSlug(name);
  return slug === plainSlug(name) ? {} : { slug };
}
