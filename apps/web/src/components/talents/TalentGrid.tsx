'use client';

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import type { AppLocale } from '@/i18n/routing';
import type { CardTalent } from '@/lib/talents/card';
import { TalentCardItem } from './TalentCardItem';
import styles from './TalentGrid.module.css';

/** Cards rendered at a time (a multiple of 2, 3 and 4 columns). The server renders the first
 * `pages` chunks; the browser adds a chunk whenever the end of the grid comes near. */
export const CARD_CHUNK = 48;
/** Cards in the first row at the widest layout: loaded eagerly, the rest lazily. */
export const FIRST_ROW = 4;

export interface TalentGridProps {
  talents: readonly CardTalent[];
  locale: AppLocale;
  /** Chunks to render at first (the `page` of a board's URL). */
  pages?: number;
  /** Changes whenever the list is another one (new filters): the grid starts over. */
  listKey: string;
  /** The link to the next page, for a browser without JavaScript; null when there is none. */
  moreHref?: (page: number) => string;
  moreLabel: string;
  busy?: boolean;
}

/** The grid of talent cards, rendered progressively so that a board of 5,000 stays light. */
export function TalentGrid({ talents, locale, pages = 1, listKey, moreHref, moreLabel, busy = false }: TalentGridProps) {
  const [limit, setLimit] = useState(pages * CARD_CHUNK);
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setLimit(CARD_CHUNK);
  }
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = talents.length > limit;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLimit((value) => value + CARD_CHUNK);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, limit]);

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLimit((value) => value + CARD_CHUNK);
  };

  return (
    <>
      <ul className={styles.grid} aria-busy={busy || undefined} data-busy={busy || undefined}>
        {talents.slice(0, limit).map((talent, index) => (
          <TalentCardItem key={talent.id} talent={talent} locale={locale} eager={index < FIRST_ROW} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className={styles.more}>
          <a href={moreHref ? moreHref(Math.ceil(limit / CARD_CHUNK) + 1) : '#'} onClick={showMore} className={styles.moreLink}>
            {moreLabel}
          </a>
        </div>
      )}
    </>
  );
}
