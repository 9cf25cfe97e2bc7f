'use client';

import Image from 'next/image';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslations } from 'next-intl';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Keyboard, Navigation } from 'swiper/modules';
import 'swiper/css';
import 'swiper/css/navigation';
import { isLandscape, type GalleryImage } from '@/lib/gallery/tabs';
import styles from './Gallery.module.css';

/** Image widths: one image across below 570 px, two in the gallery column above (SPEC §9). */
const PORTRAIT_SIZES = '(min-width: 1320px) 440px, (min-width: 922px) 34vw, (min-width: 570px) 50vw, 100vw';
const LANDSCAPE_SIZES = '(min-width: 1320px) 880px, (min-width: 922px) 68vw, 100vw';

/**
 * The paged slider of SPEC §2.7/§9 (swiper): two images per view, one below 570 px, 500 ms;
 * a landscape fills a view of its own (the order is paired on the server), portraits go two by
 * two; swipe, arrow keys, buttons and a position indicator. Pressing an image opens it full
 * screen. The first view is loaded eagerly at high priority (the page's largest paint).
 */
export function ImageSlider({
  name,
  label,
  images,
  eager,
  onReady,
  onOpen,
}: {
  name: string;
  label: string;
  images: GalleryImage[];
  eager: boolean;
  onReady: () => void;
  onOpen: (index: number) => void;
}) {
  const t = useTranslations('gallery.slider');
  // The position indicator names the images in view: "3–4 / 9" (or "3 / 9" with one per view).
  const [position, setPosition] = useState<{ first: number; last: number; total: number } | null>(null);
  const track = (swiper: SwiperInstance) => {
    const first = swiper.activeIndex;
    let last = first;
    let width = 0;
    for (let i = first; i < swiper.slides.length; i++) {
      width += swiper.slidesSizesGrid[i] ?? 0;
      if (width > swiper.width + 1) break;
      last = i;
    }
    setPosition({ first: first + 1, last: last + 1, total: swiper.slides.length });
  };
  const firstView = images[0] && !isLandscape(images[0]) && images[1] && !isLandscape(images[1]) ? 2 : 1;
  return (
    <div className={styles.slider} aria-label={label} role="region" aria-roledescription="carousel">
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        slidesPerView="auto"
        slidesPerGroupAuto
        speed={500}
        autoHeight
        watchOverflow
        navigation
        onSwiper={track}
        onSlideChange={track}
        onSnapGridLengthChange={track}
        onResize={track}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{
          prevSlideMessage: t('prev'),
          nextSlideMessage: t('next'),
          firstSlideMessage: t('first'),
          lastSlideMessage: t('last'),
          slideLabelMessage: '{{index}} / {{slidesLength}}',
        }}
      >
        {images.map((image, index) => {
          const landscape = isLandscape(image);
          const first = index < firstView;
          return (
            <SwiperSlide
              key={`${image.src}-${index}`}
              className={landscape ? styles.slideLandscape : styles.slidePortrait}
              style={{ ['--ratio' as string]: `${image.width} / ${image.height}` }}
            >
              <button
                type="button"
                className={styles.open}
                onClick={() => onOpen(index)}
                aria-label={t('open', { n: index + 1, total: images.length })}
              >
                <Image
                  src={image.src}
                  alt={image.card ? t('card', { name }) : t('image', { name, n: index + 1 })}
                  fill
                  unoptimized={image.card}
                  sizes={landscape ? LANDSCAPE_SIZES : PORTRAIT_SIZES}
                  loading={first && eager ? 'eager' : 'lazy'}
                  fetchPriority={first && eager ? 'high' : 'auto'}
                  preload={first && eager}
                  className={styles.image}
                  onLoad={index === 0 ? onReady : undefined}
                  onError={index === 0 ? onReady : undefined}
                />
              </button>
            </SwiperSlide>
          );
        })}
      </Swiper>
      <p className={styles.position} data-testid="slider-position">
        {position && (
          <>
            <span className={styles.visuallyHidden}>{t('position')}: </span>
            {position.first === position.last ? position.first : `${position.first}–${position.last}`} / {position.total}
          </>
        )}
      </p>
    </div>
  );
}
