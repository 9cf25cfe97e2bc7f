'use client';

import Image from 'next/image';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { useTranslations } from 'next-intl';
import 'swiper/css';
import 'swiper/css/navigation';
import { whenIdle } from '@/lib/browser/idle';
import { imageSrc, isLandscape, slideSizes, type GalleryImage } from '@/lib/gallery/tabs';
import { useUnit } from '@/lib/talents/unit-browser';
import styles from './Gallery.module.css';

type Position = { first: number; last: number; total: number };

/** The images in view: "3–4 / 9" (or "3 / 9" with one per view). */
function positionOf(swiper: SwiperInstance): Position {
  const first = swiper.activeIndex;
  let last = first;
  let width = 0;
  for (let i = first; i < swiper.slides.length; i++) {
    width += swiper.slidesSizesGrid[i] ?? 0;
    if (width > swiper.width + 1) break;
    last = i;
  }
  return { first: first + 1, last: last + 1, total: swiper.slides.length };
}

/**
 * The paged slider of SPEC §2.7/§9 (swiper): two images per view, one below 570 px, 500 ms;
 * a landscape fills a view of its own (the order is paired on the server), portraits go two by
 * two; swipe, arrow keys, buttons and a position indicator. Pressing an image opens it full
 * screen. The first view is loaded eagerly at high priority (the page's largest paint).
 *
 * The slides are Swiper's own markup, rendered here (and on the server); Swiper's code is
 * fetched when the browser is idle after the page has loaded, or as soon as the visitor points
 * at, touches or focuses the slider, and then takes over that markup
 * (docs/decisions/0023-first-load-javascript.md).
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
  const unit = useUnit();
  const container = useRef<HTMLDivElement>(null);
  const prev = useRef<HTMLDivElement>(null);
  const next = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<Position | null>(null);
  const a11y = useMemo(
    () => ({
      prevSlideMessage: t('prev'),
      nextSlideMessage: t('next'),
      firstSlideMessage: t('first'),
      lastSlideMessage: t('last'),
      slideLabelMessage: '{{index}} / {{slidesLength}}',
    }),
    [t],
  );

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let swiper: SwiperInstance | null = null;
    let started = false;
    let live = true;
    const start = () => {
      if (started) return;
      started = true;
      void import('./swiper-setup').then(({ startSwiper }) => {
        if (!live) return;
        const track = (instance: SwiperInstance) => setPosition(positionOf(instance));
        swiper = startSwiper(element, {
          slidesPerView: 'auto',
          slidesPerGroupAuto: true,
          // SPEC §9's 500 ms, or no sliding for a visitor who asked for less motion.
          speed: matchMedia('(prefers-reduced-motion: reduce)').matches ? 0 : 500,
          autoHeight: true,
          watchOverflow: true,
          navigation: { prevEl: prev.current, nextEl: next.current },
          keyboard: { enabled: true, onlyInViewport: true },
          a11y,
          on: { afterInit: track, slideChange: track, snapGridLengthChange: track, resize: track },
        });
      });
    };
    const cancel = whenIdle(start);
    const events = ['pointerenter', 'touchstart', 'focusin'] as const;
    events.forEach((type) => element.addEventListener(type, start, { once: true, passive: true }));
    return () => {
      live = false;
      cancel();
      events.forEach((type) => element.removeEventListener(type, start));
      swiper?.destroy(true, false);
    };
  }, [a11y]);

  const firstView = images[0] && !isLandscape(images[0]) && images[1] && !isLandscape(images[1]) ? 2 : 1;
  return (
    <div className={styles.slider} aria-label={label} role="region" aria-roledescription="carousel">
      <div ref={container} className="swiper swiper-autoheight">
        <div className="swiper-wrapper">
          {images.map((image, index) => {
            const landscape = isLandscape(image);
            const high = index < firstView && eager;
            return (
              <div
                key={`${image.src}-${index}`}
                className={`swiper-slide ${landscape ? styles.slideLandscape : styles.slidePortrait}`}
                style={{ ['--ratio' as string]: `${image.width} / ${image.height}` }}
              >
                <button
                  type="button"
                  className={styles.open}
                  onClick={(event) => {
                    // Swiper keeps a pointer from focusing it: focused now, it is where the viewer
                    // gives the focus back when it closes.
                    event.currentTarget.focus({ preventScroll: true });
                    onOpen(index);
                  }}
                  aria-label={t('open', { n: index + 1, total: images.length })}
                >
                  <Image
                    src={imageSrc(image, unit)}
                    fill
                    sizes={slideSizes(image)}
                    // The measurement card is made to its final size: served as it is.
                    unoptimized={Boolean(image.card)}
                    alt={image.card ? t('card', { name }) : t('image', { name, n: index + 1 })}
                    preload={high}
                    loading={high ? 'eager' : 'lazy'}
                    fetchPriority={high ? 'high' : 'auto'}
                    className={styles.image}
                    // next/image calls onLoad for an image that loaded before the page became interactive.
                    onLoad={index === 0 ? onReady : undefined}
                    onError={index === 0 ? onReady : undefined}
                  />
                </button>
              </div>
            );
          })}
        </div>
        <div ref={prev} className="swiper-button-prev" />
        <div ref={next} className="swiper-button-next" />
      </div>
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
