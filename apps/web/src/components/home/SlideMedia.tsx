'use client';

import { useEffect, useRef } from 'react';
import type { SlideMediaItem } from './HeroSlider';
import { DESKTOP_QUERY, type Viewport } from '@/lib/slides';
import styles from './HeroSlider.module.css';

/** A transparent pixel: what a <picture> shows in the viewport whose media is a video, so that
 * it downloads nothing there. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

interface Props {
  mobile: SlideMediaItem;
  desktop: SlideMediaItem;
  alt: string;
  /** The first slide: the page's largest paint, loaded first. */
  first: boolean;
  /** The slide is the one shown. */
  active: boolean;
  /** Motion is allowed (not paused, or the visitor pressed play). */
  playing: boolean;
  /** The viewport once known in the browser; null while server-rendering and hydrating. */
  viewport: Viewport | null;
}

/**
 * One slide's media: a <picture> whose <source media> makes the browser download only the image
 * of its viewport, and a <video> per viewport whose media is a video. Videos are rendered with
 * preload="none" and no autoplay until the browser knows its viewport, then only the video of
 * that viewport plays (muted, inline, looping): a phone never downloads the desktop video and
 * a desktop never downloads the phone's.
 */
export function SlideMedia({ mobile, desktop, alt, first, active, playing, viewport }: Props) {
  const hasImage = mobile.kind === 'image' || desktop.kind === 'image';
  const desktopImage = desktop.kind === 'image' ? desktop.image : undefined;
  const mobileImage = mobile.kind === 'image' ? mobile.image : undefined;
  const img = mobileImage ?? desktopImage;

  return (
    <>
      {hasImage && img ? (
        <picture>
          <source media={DESKTOP_QUERY} srcSet={desktopImage?.srcSet ?? BLANK} sizes={desktopImage ? '100vw' : undefined} />
          {/* A <picture> of two images (art direction): next/image draws one image; its
              getImageProps made these addresses (slide-images.ts). */}
          <img
            src={mobileImage ? mobileImage.src : BLANK}
            srcSet={mobileImage?.srcSet ?? undefined}
            sizes={mobileImage ? '100vw' : undefined}
            alt={alt}
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : 'auto'}
            decoding="async"
            className={styles.image}
          />
        </picture>
      ) : null}
      {mobile.kind === 'video' ? (
        <SlideVideo url={mobile.url} className={styles.mobileOnly} ownViewport={viewport === 'mobile'} active={active} playing={playing} />
      ) : null}
      {desktop.kind === 'video' ? (
        <SlideVideo url={desktop.url} className={styles.desktopOnly} ownViewport={viewport === 'desktop'} active={active} playing={playing} />
      ) : null}
    </>
  );
}

interface VideoProps {
  url: string;
  className: string | undefined;
  /** The browser's viewport is the one this video is for. */
  ownViewport: boolean;
  active: boolean;
  playing: boolean;
}

function SlideVideo({ url, className, ownViewport, active, playing }: VideoProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const shouldPlay = ownViewport && active && playing;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (shouldPlay) void video.play().catch(() => undefined);
    else video.pause();
  }, [shouldPlay]);
  return (
    <video
      ref={ref}
      className={[styles.video, className].filter(Boolean).join(' ')}
      src={url}
      muted
      playsInline
      loop
      autoPlay={shouldPlay}
      // Nothing is fetched for the other viewport's video, nor before the browser knows its
      // viewport; a video about to show (or paused) loads its first frame.
      preload={!ownViewport ? 'none' : shouldPlay ? 'auto' : 'metadata'}
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
    />
  );
}
