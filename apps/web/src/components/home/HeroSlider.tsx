'use client';

/*
 * The home slider (SPEC §2.5, §9). Hand-made rather than Swiper: Swiper lays slides out in
 * the browser (the first paint would wait for its script, or jump when it arrives), and its
 * loop mode clones slides on the client, which duplicates every <video> and defeats the
 * "download only your viewport's media" rule. A cross-fade needs none of that: every slide
 * is server-rendered in place, the first one visible and loaded first, the others get their
 * media only when they are next, and this component only moves an index.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type PointerEvent, type RefObject } from 'react';
import type { Media } from '@/lib/media';
import {
  DESKTOP_QUERY,
  SLIDE_DELAY_MS,
  SLIDE_TRANSITION_MS,
  sliderBehaviour,
  stepIndex,
  type Viewport,
} from '@/lib/slides';
import { SlideMedia } from './SlideMedia';
import styles from './HeroSlider.module.css';

/** A slide's image or video; an image carries the optimiser's addresses (slide-images.ts). */
export type SlideMediaItem = Media & { image?: { src: string; srcSet: string | null } };

export interface HeroSlide {
  id: number;
  mobile: SlideMediaItem;
  desktop: SlideMediaItem;
  title: string | null;
  link: string | null;
}

export interface HeroSliderLabels {
  label: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
  /** With {number}. */
  goTo: string;
  /** With {number} and {total}. */
  position: string;
}

const fill = (text: string, values: Record<string, number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

const SWIPE_PX = 40;

/** Whether a media query matches; null while server-rendering and hydrating. */
function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => null,
  );
}

/** Whether the element is inert: under the pre-home overlay, which makes the page behind it
 * inert while it shows (false while server-rendering and hydrating). */
function useInert(ref: RefObject<HTMLElement | null>): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const observer = new MutationObserver(onChange);
      observer.observe(document.body, { attributes: true, attributeFilter: ['inert'], subtree: true });
      return () => observer.disconnect();
    },
    () => ref.current?.closest('[inert]') != null,
    () => false,
  );
}

export function HeroSlider({ slides, labels }: { slides: HeroSlide[]; labels: HeroSliderLabels }) {
  const count = slides.length;
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)') ?? false;
  const viewport: Viewport | null = desktop === null ? null : desktop ? 'desktop' : 'mobile';
  const behaviour = sliderBehaviour(count, reducedMotion);
  const hasVideo = slides.some((s) => s.mobile.kind === 'video' || s.desktop.kind === 'video');

  const [index, setIndex] = useState(0);
  /** The slides have moved at least once. */
  const [started, setStarted] = useState(false);
  /** null: follow the visitor's motion preference; true/false: what they chose with the button. */
  const [userPlaying, setUserPlaying] = useState<boolean | null>(null);
  const [focusInside, setFocusInside] = useState(false);
  /** Slides whose media is in the page: the first at once, each next one ahead of its turn. */
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(() => new Set([0]));
  /** The autoplay timer that runs, which the current dot's bar shows; null while none runs. */
  const [timer, setTimer] = useState<{ index: number; ms: number; id: number; started: number } | null>(null);
  const timers = useRef(0);
  const changedAt = useRef<number | null>(null);
  const slider = useRef<HTMLElement>(null);
  /** Out of sight under the pre-home overlay: the first slide waits for the visitor to enter. */
  const covered = useInert(slider);
  const pointerStart = useRef<{ x: number; y: number } | null>(null);

  const playing = userPlaying ?? !reducedMotion;
  /** Focus inside holds the autoplay, unless the visitor pressed play themselves. */
  const held = focusInside && userPlaying !== true;
  const rotating = behaviour.autoplay || (userPlaying === true && behaviour.loop);

  const go = useCallback(
    (target: number) => {
      if (target === index) return;
      changedAt.current = Date.now();
      setStarted(true);
      setIndex(target);
    },
    [index],
  );
  const step = useCallback(
    (direction: 1 | -1) => {
      const target = stepIndex(index, direction, count, behaviour.loop);
      if (target !== null) go(target);
    },
    [index, count, behaviour.loop, go],
  );

  // Load the media of the slide that comes next once the page has loaded.
  useEffect(() => {
    if (count < 2) return;
    const next = (index + 1) % count;
    if (loaded.has(index) && loaded.has(next)) return;
    const add = () =>
      setLoaded((current) => (current.has(index) && current.has(next) ? current : new Set([...current, index, next])));
    if (document.readyState === 'complete') {
      add();
      return;
    }
    window.addEventListener('load', add, { once: true });
    return () => window.removeEventListener('load', add);
  }, [index, count, loaded]);

  // Autoplay: the next slide after the delay, counted from the end of the last transition. The
  // current dot's bar fills over the same wait from the moment the timer starts (its animation
  // starts at the timer's start, however late a busy page draws it), so that it is full when the
  // slide moves on; it stays at zero until the slider's code has arrived and while the pre-home
  // overlay hides the slides.
  useEffect(() => {
    if (!rotating || !playing || held || covered) return;
    const since = changedAt.current === null ? SLIDE_TRANSITION_MS : Date.now() - changedAt.current;
    const wait = Math.max(SLIDE_DELAY_MS, SLIDE_DELAY_MS + SLIDE_TRANSITION_MS - since);
    const handle = window.setTimeout(() => step(1), wait);
    timers.current += 1;
    setTimer({ index, ms: wait, id: timers.current, started: performance.now() });
    return () => {
      window.clearTimeout(handle);
      setTimer(null);
    };
  }, [rotating, playing, held, covered, index, step]);

  /** What the current dot's bar shows: filling with the timer, waiting at zero for it, or full. */
  const bar = timer?.index === index ? 'running' : rotating && playing && !held ? 'waiting' : 'still';

  if (count === 0) return null;

  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') pointerStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = pointerStart.current;
    pointerStart.current = null;
    if (!start || !behaviour.navigation) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) > SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) step(dx < 0 ? 1 : -1);
  };

  return (
    <section
      ref={slider}
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={labels.label}
      data-autoplay={rotating && playing ? 'true' : 'false'}
      data-slide-count={count}
      data-started={started ? 'true' : 'false'}
      style={{ ['--slide-transition' as string]: `${SLIDE_TRANSITION_MS}ms` }}
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
      }}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (pointerStart.current = null)}
    >
      <div className={styles.track} aria-live={rotating && playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          const position = fill(labels.position, { number: i + 1, total: count });
          return (
            <div
              key={slide.id}
              className={styles.slide}
              data-active={active ? 'true' : 'false'}
              role="group"
              aria-roledescription="slide"
              aria-label={position}
              aria-hidden={!active}
              inert={!active}
            >
              {loaded.has(i) ? (
                <SlideMedia
                  mobile={slide.mobile}
                  desktop={slide.desktop}
                  alt={slide.title ?? ''}
                  first={i === 0}
                  active={active}
                  playing={playing}
                  viewport={viewport}
                />
              ) : null}
              {slide.title ? (
                <div className={styles.caption}>
                  {slide.link ? (
                    <a href={slide.link} className={styles.captionLink}>
                      {slide.title}
                    </a>
                  ) : (
                    <p className={styles.captionText}>{slide.title}</p>
                  )}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>

      {behaviour.navigation || hasVideo ? (
        <div className={styles.controls}>
          {behaviour.navigation ? (
            <>
              <ol className={styles.dots}>
                {slides.map((slide, i) => (
                  <li key={slide.id}>
                    <button
                      type="button"
                      className={styles.dot}
                      aria-label={fill(labels.goTo, { number: i + 1 })}
                      aria-current={i === index ? 'true' : undefined}
                      onClick={() => go(i)}
                    >
                      {i === index ? (
                        <span
                          key={timer?.id ?? 0}
                          className={styles.dotBar}
                          data-bar={bar}
                          style={timer ? { animationDuration: `${timer.ms}ms` } : undefined}
                          ref={(bar) => {
                            // The document's timeline counts from the same origin as performance.now().
                            const animation = bar?.getAnimations()[0];
                            if (animation && timer) animation.startTime = timer.started;
                          }}
                        />
                      ) : (
                        <span className={styles.dotBar} />
                      )}
                    </button>
                  </li>
                ))}
              </ol>
              <p className={styles.counter} aria-hidden="true">
                {String(index + 1).padStart(2, '0')} / {String(count).padStart(2, '0')}
              </p>
              <button type="button" className={styles.arrow} onClick={() => step(-1)} aria-label={labels.previous}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M15 5l-7 7 7 7" />
                </svg>
              </button>
              <button type="button" className={styles.arrow} onClick={() => step(1)} aria-label={labels.next}>
                <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path d="M9 5l7 7-7 7" />
                </svg>
              </button>
            </>
          ) : null}
          <button
            type="button"
            className={styles.pause}
            onClick={() => setUserPlaying(!playing)}
            aria-label={playing ? labels.pause : labels.play}
          >
            {playing ? (
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M8 5v14M16 5v14" />
              </svg>
            ) : (
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M7 4.5v15l12-7.5z" />
              </svg>
            )}
          </button>
        </div>
      ) : null}
    </section>
  );
}
