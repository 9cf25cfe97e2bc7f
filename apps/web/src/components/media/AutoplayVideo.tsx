'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './AutoplayVideo.module.css';

/**
 * A muted, looping, inline video that plays by itself unless the visitor asked for reduced
 * motion, with a pause/play button (WCAG 2.2.2).
 */
export function AutoplayVideo({ src, className, pauseLabel, playLabel }: { src: string; className?: string; pauseLabel: string; playLabel: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    video.muted = true;
    if (!window.matchMedia('(prefers-reduced-motion: reduce)').matches) void video.play().catch(() => undefined);
  }, []);

  const toggle = () => {
    const video = ref.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  };

  return (
    <div className={`${styles.frame} ${className ?? ''}`}>
      <video
        ref={ref}
        className={styles.video}
        src={src}
        muted
        loop
        playsInline
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      <button type="button" className={styles.toggle} onClick={toggle} aria-label={playing ? pauseLabel : playLabel}>
        {playing ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M8 5v14M16 5v14" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path className={styles.fill} d="M7 4.5v15l12-7.5z" />
          </svg>
        )}
      </button>
    </div>
  );
}
