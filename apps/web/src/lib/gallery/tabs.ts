import type { Unit } from '../talents/format';

/** The gallery tabs (SPEC §2.7, §4): activeGallery book, snap, video, compo; their names in the
 * address (?tab=polaroids) and on screen (BOOK, VIDEOS, POLAROIDS, COMPOSITE). */
export const GALLERY_TABS = [
  { gallery: 'book', param: 'book', label: 'BOOK' },
  { gallery: 'video', param: 'videos', label: 'VIDEOS' },
  { gallery: 'snap', param: 'polaroids', label: 'POLAROIDS' },
  { gallery: 'compo', param: 'composite', label: 'COMPOSITE' },
] as const;
export type GalleryName = (typeof GALLERY_TABS)[number]['gallery'];
export type TabParam = (typeof GALLERY_TABS)[number]['param'];
export const TAB_QUERY = 'tab';

/** The tab a ?tab= value names among the available ones; the first available otherwise. */
export function tabFromSearch(search: string, available: readonly GalleryName[]): GalleryName | null {
  const wanted = new URLSearchParams(search).get(TAB_QUERY)?.toLowerCase();
  const match = GALLERY_TABS.find((tab) => tab.param === wanted || tab.gallery === wanted);
  if (match && available.includes(match.gallery)) return match.gallery;
  return available[0] ?? null;
}

/** An image of a gallery as the slider shows it. */
export interface GalleryImage {
  src: string;
  width: number;
  height: number;
  /** The generated measurement card (served as it is, not through the image optimiser): `src`
   * is the metric one, `imperial` the one in inches and pounds. */
  card?: { imperial: string };
}

/** The image to show in the visitor's unit (only the measurement card differs). */
export const imageSrc = (image: GalleryImage, unit: Unit) => (image.card && unit === 'imperial' ? image.card.imperial : image.src);

export const isLandscape = (image: { width: number; height: number }) => image.width > image.height;

/** Image widths in the slider: one image across below 570 px, two in the gallery column above
 * (SPEC §9); a landscape fills a view. */
export const SLIDE_SIZES = {
  portrait: '(min-width: 1320px) 440px, (min-width: 922px) 34vw, (min-width: 570px) 50vw, 100vw',
  landscape: '(min-width: 1320px) 880px, (min-width: 922px) 68vw, 100vw',
} as const;

export const slideSizes = (image: { width: number; height: number }) => SLIDE_SIZES[isLandscape(image) ? 'landscape' : 'portrait'];

/**
 * Orders images so that, two to a view, portraits come in pairs and a landscape fills a view
 * of its own: a landscape met after an odd number of portraits waits for the next portrait.
 * Nothing is dropped; with one image per view the order is nearly the agency's.
 */
export function pairedOrder<T extends { width: number; height: number }>(images: readonly T[]): T[] {
  const out: T[] = [];
  const waiting: T[] = [];
  let portraitsInView = 0;
  for (const image of images) {
    if (isLandscape(image)) {
      if (portraitsInView === 1) waiting.push(image);
      else out.push(image);
      continue;
    }
    out.push(image);
    portraitsInView = (portraitsInView + 1) % 2;
    if (portraitsInView === 0 && waiting.length > 0) out.push(...waiting.splice(0));
  }
  out.push(...waiting);
  return out;
}
