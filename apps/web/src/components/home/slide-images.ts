import { getImageProps } from 'next/image';
import { preload } from 'react-dom';
import type { Media } from '@/lib/media';
import { DESKTOP_QUERY, MOBILE_QUERY } from '@/lib/slides';
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

/**
 * The first slide's image is the page's largest paint, but the browser meets its <picture> only
 * deep in the document, after the frame and the pre-home. A preload per viewport (React's own
 * `preload`, as next/image's `preload` does for one image) puts it in the document's head, with
 * the <picture>'s media query, so a phone fetches only its image and a desktop only its own.
 * Nothing for a viewport whose media is a video.
 */
export function preloadFirstSlide(slides: readonly HeroSlide[]): void {
  const first = slides[0];
  if (!first) return;
  for (const [item, media] of [
    [first.mobile, MOBILE_QUERY],
    [first.desktop, DESKTOP_QUERY],
  ] as const) {
    if (item.kind !== 'image' || !item.image) continue;
    preload(item.image.src, { as: 'image', imageSrcSet: item.image.srcSet ?? undefined, imageSizes: '100vw', fetchPriority: 'high', media });
  }
}
