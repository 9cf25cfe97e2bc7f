'use client';

// Next's router itself: the card anchors already hold the routing table's public addresses.
import { useRouter } from 'next/navigation';
import { startTransition, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import type { HeartMessages } from '@/components/favourites/FavouriteHeart';
import { isPlainClick } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { CARD_CHUNK, type CardTalent } from '@/lib/talents/card';
import { mediaQuery } from './browser-timing';
import { galleryPathFor, markHydrated, TalentCardItem } from './TalentCardItem';
import styles from './TalentGrid.module.css';

/** Cards in the first row at the widest layout: loaded eagerly, the rest lazily. */
export const FIRST_ROW = 4;
/** Cards a new list renders before its first paint: two rows at the grid's width (8 on
 * desktops, 6 on tablets, 4 on phones: TalentGrid.module.css), about what a screen shows below
 * the letter bar. The rest follow a step at a time while the end of the grid is near. */
export function firstScreen(): number {
  if (typeof window === 'undefined') return CARD_STEP;
  const columns = mediaQuery('(min-width: 1200px)').matches ? 4 : mediaQuery('(min-width: 768px)').matches ? 3 : 2;
  return 2 * columns;
}
/** Cards added at a time as the end of the grid nears: small, so that no one step keeps an
 * input waiting long. */
export const CARD_STEP = 12;

export interface TalentGridProps {
  talents: readonly CardTalent[];
  /** How many talents the list has, when `talents` holds only its first ones (a board whose
   * other cards are not fetched yet): the grid asks for them (`onWantMore`) when its end comes
   * near or 'Mostrar mais' is pressed. */
  total?: number;
  onWantMore?: () => void;
  locale: AppLocale;
  /** Chunks to render at first (the `page` of a board's URL). */
  pages?: number;
  /** Changes whenever the list is another one (new filters): the grid starts over. */
  listKey: string;
  /** The link to the next page, for a browser without JavaScript; null when there is none. */
  moreHref?: (page: number) => string;
  moreLabel: string;
  /** The hearts' texts (plain strings: board-texts.ts, or useHeartMessages). */
  heart: HeartMessages;
  busy?: boolean;
}

/** The grid of talent cards, rendered progressively so that a board of 5,000 stays light. */
export function TalentGrid({ talents, total = talents.length, onWantMore, locale, pages = 1, listKey, moreHref, moreLabel, heart, busy = false }: TalentGridProps) {
  const [limit, setLimit] = useState(pages * CARD_CHUNK);
  const [shownKey, setShownKey] = useState(listKey);
  if (shownKey !== listKey) {
    setShownKey(listKey);
    setLimit(firstScreen());
  }
  const sentinel = useRef<HTMLDivElement>(null);
  const hasMore = total > limit;
  const loaded = talents.length;
  useEffect(markHydrated, []);

  // While the end of the grid is within 800 px of the screen, the grid grows a step at a time,
  // each in a transition an input interrupts (observing again after each step reports at once);
  // at the end of the talents it has, it asks for the others and grows once they are there.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (limit < loaded) startTransition(() => setLimit((value) => value + CARD_STEP));
        else onWantMore?.();
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, limit, loaded, onWantMore]);

  // The cards' links, as next/link treats its own: a plain left click
  // navigates in the app, with the top loader; pointing at, focusing or touching a card
  // prefetches its gallery. Anything else (new tab, modifier keys) is the browser's.
  const router = useRouter();
  const galleryPath = useMemo(() => galleryPathFor(locale), [locale]);
  const prefetched = useRef<string | null>(null);
  const cardLink = (event: { target: EventTarget }) => (event.target as Element).closest<HTMLAnchorElement>('a[data-card-link]');
  const navigate = (event: MouseEvent<HTMLUListElement>) => {
    const link = cardLink(event);
    if (!link || !isPlainClick(event, link)) return;
    event.preventDefault();
    router.push(link.pathname);
  };
  const prefetch = (event: { target: EventTarget }) => {
    const path = cardLink(event)?.pathname;
    if (!path || path === prefetched.current) return;
    prefetched.current = path;
    router.prefetch(path);
  };

  const showMore = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    setLimit((value) => value + CARD_CHUNK);
    if (limit + CARD_CHUNK > loaded) onWantMore?.();
  };

  return (
    <>
      <ul className={styles.grid} aria-busy={busy || undefined} data-busy={busy || undefined} onClick={navigate} onPointerOver={prefetch} onFocus={prefetch} onTouchStart={prefetch}>
        {talents.slice(0, limit).map((talent, index) => (
          <TalentCardItem key={talent.id} talent={talent} galleryPath={galleryPath} eager={index < FIRST_ROW} heart={heart} />
        ))}
      </ul>
      {hasMore && (
        <div ref={sentinel} className={styles.more}>
          <a href={moreHref ? moreHref(Math.ceil(Math.max(limit, CARD_CHUNK) / CARD_CHUNK) + 1) : '#'} onClick={showMore} className={styles.moreLink}>
            {moreLabel}
          </a>
        </div>
      )}
    </>
  );
}
