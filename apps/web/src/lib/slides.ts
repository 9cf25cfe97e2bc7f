import type { Media } from './media';

/**
 * Home slider rules (SPEC §2.5, §9): separate mobile and desktop media, desktop from 991 px;
 * autoplay and loop only with more than one slide; transitions of 2500 ms.
 */
export const DESKTOP_MIN_WIDTH = 991;
/** Media queries of the two breakpoints; exclusive, so exactly one matches at any width. */
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH}px)`;
export const MOBILE_QUERY = `(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`;

/** SPEC §9 "Home slider speed 2500 ms": the transition's duration, as in the slider library
 * the SPEC describes, whose autoplay then waits its default 3000 ms before the next one. */
export const SLIDE_TRANSITION_MS = 2500;
export const SLIDE_DELAY_MS = 3000;

export type Viewport = 'mobile' | 'desktop';

export const viewportOf = (width: number): Viewport => (width >= DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile');

/** The media a slide shows in a viewport. */
export function slideMedia(slide: { mobile: Media; desktop: Media }, viewport: Viewport): Media {
  return viewport === 'desktop' ? slide.desktop : slide.mobile;
}

export interface SliderBehaviour {
  /** Slides advance on their own. */
  autoplay: boolean;
  /** After the last slide comes the first (and before the first, the last). */
  loop: boolean;
  /** Dots and previous/next are shown. */
  navigation: boolean;
}

/** Autoplay and loop only with more than one slide, and no autoplay for a visitor who asked
 * for reduced motion (WCAG 2.2.2 / 2.3.3; they can still move through the slides). */
export function sliderBehaviour(count: number, reducedMotion: boolean): SliderBehaviour {
  const several = count > 1;
  return { autoplay: several && !reducedMotion, loop: several, navigation: several };
}

/** The index after (step 1) or before (step -1) `index`; null at an end when not looping. */
export function stepIndex(index: number, step: 1 | -1, count: number, loop: boolean): number | null {
  const next = index + step;
  if (next >= 0 && next < count) return next;
  if (!loop || count === 0) return null;
  return (next + count) % count;
}
