'use client';

import { lazy, Suspense, useCallback, useId, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { VideoItem } from '@vitrine/contracts';
import { GALLERY_TABS, TAB_QUERY, tabFromSearch, type GalleryImage, type GalleryName } from '@/lib/gallery/tabs';
import { ImageSlider } from './ImageSlider';
import { VideoList } from './VideoList';
import styles from './Gallery.module.css';

/** The full-screen view: its code is fetched the first time a visitor opens an image. */
const GalleryLightbox = lazy(() => import('./GalleryLightbox').then((m) => ({ default: m.GalleryLightbox })));

export interface GalleryMedia {
  book: GalleryImage[];
  snap: GalleryImage[];
  compo: GalleryImage[];
  video: VideoItem[];
}

const noop = () => () => {};

/**
 * The media tabs (SPEC §2.7, §4): BOOK, VIDEOS, POLAROIDS, COMPOSITE, each only when it has
 * media; BOOK first. The tab is in the address (?tab=polaroids), read in the browser (the page
 * is cached and the same for everyone); switching shows a loading state until the first image
 * of the new tab has loaded. ARIA tabs pattern: arrow keys, Home and End move between tabs.
 */
export function Gallery({ name, media }: { name: string; media: GalleryMedia }) {
  const t = useTranslations('gallery');
  const baseId = useId();
  const available = GALLERY_TABS.filter((tab) => media[tab.gallery].length > 0);
  const availableNames = available.map((tab) => tab.gallery);
  const search = useSyncExternalStore(noop, () => window.location.search, () => '');
  const [chosen, setChosen] = useState<GalleryName | null>(null);
  const [loading, setLoading] = useState<GalleryName | null>(null);
  const [lightbox, setLightbox] = useState<{ images: GalleryImage[]; index: number } | null>(null);
  const tabRefs = useRef(new Map<GalleryName, HTMLButtonElement>());

  const active = (chosen && availableNames.includes(chosen) ? chosen : null) ?? tabFromSearch(search, availableNames);
  const ready = useCallback((gallery: GalleryName) => setLoading((current) => (current === gallery ? null : current)), []);

  if (!active) return null;

  const select = (gallery: GalleryName, focus = false) => {
    if (focus) tabRefs.current.get(gallery)?.focus();
    if (gallery === active) return;
    setChosen(gallery);
    setLoading(gallery);
    const url = new URL(window.location.href);
    const param = GALLERY_TABS.find((tab) => tab.gallery === gallery)!.param;
    if (gallery === availableNames[0]) url.searchParams.delete(TAB_QUERY);
    else url.searchParams.set(TAB_QUERY, param);
    window.history.replaceState(window.history.state, '', url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = availableNames.indexOf(active);
    const last = availableNames.length - 1;
    const next =
      event.key === 'ArrowRight' ? (index === last ? 0 : index + 1)
      : event.key === 'ArrowLeft' ? (index === 0 ? last : index - 1)
      : event.key === 'Home' ? 0
      : event.key === 'End' ? last
      : null;
    if (next === null) return;
    event.preventDefault();
    select(availableNames[next]!, true);
  };

  const tabId = (gallery: GalleryName) => `${baseId}-tab-${gallery}`;
  const panelId = (gallery: GalleryName) => `${baseId}-panel-${gallery}`;
  const activeTab = available.find((tab) => tab.gallery === active)!;

  return (
    <section className={styles.gallery}>
      {available.length > 1 && (
        <div role="tablist" aria-label={t('tabs')} className={styles.tabs} onKeyDown={onKeyDown}>
          {available.map((tab) => (
            <button
              key={tab.gallery}
              ref={(node) => {
                if (node) tabRefs.current.set(tab.gallery, node);
                else tabRefs.current.delete(tab.gallery);
              }}
              type="button"
              role="tab"
              id={tabId(tab.gallery)}
              aria-selected={tab.gallery === active}
              aria-controls={panelId(tab.gallery)}
              tabIndex={tab.gallery === active ? 0 : -1}
              className={styles.tab}
              onClick={() => select(tab.gallery)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      <div
        role={available.length > 1 ? 'tabpanel' : 'region'}
        id={panelId(active)}
        aria-labelledby={available.length > 1 ? tabId(active) : undefined}
        aria-label={available.length > 1 ? undefined : activeTab.label}
        aria-busy={loading === active}
        tabIndex={available.length > 1 ? 0 : undefined}
        className={styles.panel}
        data-gallery={active}
      >
        {loading === active && (
          <p role="status" className={styles.loading}>
            <span className={styles.spinner} aria-hidden="true" />
            {t('loading')}
          </p>
        )}
        {active === 'video' ? (
          <VideoList key="video" name={name} videos={media.video} onReady={() => ready('video')} />
        ) : (
          <ImageSlider
            key={active}
            name={name}
            label={t('slider.label', { gallery: activeTab.label })}
            images={media[active]}
            eager={active === 'book' && chosen === null}
            onReady={() => ready(active)}
            onOpen={(index) => setLightbox({ images: media[active], index })}
          />
        )}
      </div>
      {lightbox && (
        <Suspense fallback={null}>
          <GalleryLightbox
            images={lightbox.images}
            index={lightbox.index}
            name={name}
            onClose={() => setLightbox(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
