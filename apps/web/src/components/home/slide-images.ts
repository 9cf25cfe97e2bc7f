import { getImageProps } from 'next/image';
import type { Media } from '@/lib/media';
import type { HeroSlide, SlideMediaItem } from './HeroSlider';

/** A slide's media with the optimiser's addresses of its image (every width, full viewport
 * width). A slide shows one image on phones and another on desktops: a <picture> whose sources
 * the browser picks by viewport, made with getImageProps, next/image's own way for art direction
 * (SlideMedia.tsx). */
function withImage(media: Media): SlideMediaItem {
  if (media.kind !== 'image') return media;
  const { src, srcSet } = getImageProps({ src: media.url, alt: '', fill: true, sizes: '100vw', quality: 80 }).props;
  return { ...media, image: { src, srcSet: srcSet ?? null } };
}

export function withSlideImages(slides: (Omit<HeroSlide, 'mobile' | 'desktop'> & { mobile: Media; desktop: Media })[]): HeroSlide[] {
  return slides.map((slide) => ({ ...slide, mobile: withImage(slide.mobile), desktop: withImage(slide.desktop) }));
}
