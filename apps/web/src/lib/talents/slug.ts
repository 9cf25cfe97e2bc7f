import slugify from 'slugify';

/** The name segment of a talent's gallery path (SPEC §2.6: /{lang}/modelo/{id}/{slugified name}). */
export function talentSlug(name: string): string {
  return slugify(name, { lower: true, strict: true, locale: 'pt', trim: true }) || 'talento';
}
