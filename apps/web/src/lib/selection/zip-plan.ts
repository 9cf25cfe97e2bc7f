import type { ImageItem } from '@vitrine/contracts';
import { talentSlug } from '../talents/slug';

export interface ZipEntryPlan {
  /** Path inside the archive: `{talent}/{talent}-book-01.jpg`. */
  name: string;
  /** The image's URL as the profile gives it. */
  url: string;
}

/** The galleries a selection ZIP carries and their names in file names. */
const GALLERIES = [
  ['book', 'book'],
  ['snap', 'polaroid'],
  ['compo', 'composite'],
] as const;

export interface ZipTalent {
  id: number;
  name: string;
  book: readonly ImageItem[];
  snap: readonly ImageItem[];
  compo: readonly ImageItem[];
}

/** The file's extension from its URL's path (jpg when it has none the site serves). */
export function imageExtension(url: string): string {
  const match = /\.(jpe?g|png|webp|gif|avif)$/i.exec(url.split(/[?#]/)[0] ?? '');
  return match ? match[1]!.toLowerCase() : 'jpg';
}

/**
 * The entries of a selection ZIP: per talent a folder named after it (slugify), holding its book,
 * polaroids and composite as `{name}-book-01.jpg`, `{name}-polaroid-01.jpg`,
 * `{name}-composite-01.jpg`. Two talents with the same name get their id after it.
 */
export function planSelectionZip(talents: readonly ZipTalent[]): ZipEntryPlan[] {
  const counts = new Map<string, number>();
  for (const talent of talents) counts.set(talentSlug(talent.name), (counts.get(talentSlug(talent.name)) ?? 0) + 1);
  return talents.flatMap((talent) => {
    const slug = talentSlug(talent.name);
    const folder = counts.get(slug)! > 1 ? `${slug}-${talent.id}` : slug;
    return GALLERIES.flatMap(([gallery, word]) =>
      talent[gallery].map((image, index) => ({
        name: `${folder}/${folder}-${word}-${String(index + 1).padStart(2, '0')}.${imageExtension(image.file)}`,
        url: image.file,
      })),
    );
  });
}
