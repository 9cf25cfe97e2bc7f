import { getImageProps } from 'next/image';
import { slideSizes, type GalleryImage } from '@/lib/gallery/tabs';
import type { GalleryMedia } from './Gallery';

/** The slider's addresses of each image, made on the server, so the gallery's browser code
 * carries no image code (docs/decisions/0023-first-load-javascript.md). */
function withView(image: GalleryImage): GalleryImage {
  const { src, srcSet } = getImageProps({ src: image.src, alt: '', fill: true, sizes: slideSizes(image), unoptimized: image.card }).props;
  return { ...image, view: { src, srcSet: srcSet ?? null } };
}

export function withSlideViews(media: GalleryMedia): GalleryMedia {
  return { ...media, book: media.book.map(withView), snap: media.snap.map(withView), compo: media.compo.map(withView) };
}
