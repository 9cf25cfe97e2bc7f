'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { VideoItem } from '@vitrine/contracts';
import styles from './Gallery.module.css';

const PROVIDER_NAME: Record<VideoItem['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/** The player's address: YouTube's no-cookie domain, Vimeo with Do Not Track. */
export function embedUrl(video: VideoItem): string {
  const id = encodeURIComponent(video.file);
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0&playsinline=1`
    : `https://player.vimeo.com/video/${id}?autoplay=1&dnt=1`;
}

/**
 * Videos of both hosting services (SPEC §2.7), each a poster with a play button: nothing of the
 * provider (player, thumbnail, cookie) loads until the visitor presses play.
 */
export function VideoList({ name, videos, onReady }: { name: string; videos: VideoItem[]; onReady: () => void }) {
  const t = useTranslations('gallery.video');
  const [playing, setPlaying] = useState<Set<number>>(() => new Set());
  useEffect(onReady, [onReady]);
  return (
    <ul className={styles.videos}>
      {videos.map((video, index) => {
        const provider = PROVIDER_NAME[video.provider];
        const n = index + 1;
        return (
          <li key={`${video.provider}-${video.file}-${index}`} className={styles.video}>
            {playing.has(index) ? (
              <Player src={embedUrl(video)} title={t('title', { n, name, provider })} />
            ) : (
              <button
                type="button"
                className={styles.poster}
                onClick={() => setPlaying((current) => new Set(current).add(index))}
                aria-label={t('play', { n, provider })}
                data-provider={video.provider}
              >
                <span className={styles.play} aria-hidden="true">
                  <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
                    <path d="M8 5v14l11-7z" fill="currentColor" />
                  </svg>
                </span>
                {/* The button's name ("Play video 1 (Vimeo)") holds these visible words. */}
                <span className={styles.posterText} aria-hidden="true">
                  {t('poster', { n, provider })}
                </span>
              </button>
            )}
            <p className={styles.privacy}>{t('privacy', { provider })}</p>
          </li>
        );
      })}
    </ul>
  );
}

/** The provider's player, put where its play button was: the focus moves into it, so that a
 * keyboard or screen-reader visitor stays where they pressed play. */
function Player({ src, title }: { src: string; title: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => frame.current?.focus(), []);
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
      className={styles.player}
    />
  );
}
