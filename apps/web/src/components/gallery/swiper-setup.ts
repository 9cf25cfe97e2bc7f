import Swiper from 'swiper';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';

/** Swiper with the modules the gallery uses, started on markup already in the page
 * (ImageSlider.tsx). Imported on first use, so it is in no page's first load. */
export function startSwiper(element: HTMLElement, options: SwiperOptions): Swiper {
  return new Swiper(element, { ...options, modules: [Navigation, Keyboard, A11y] });
}
