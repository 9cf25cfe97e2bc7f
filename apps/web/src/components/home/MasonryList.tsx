'use client';

import { useLayoutEffect, useRef, type ReactNode } from 'react';
import styles from './PostMasonry.module.css';

/** Height of one grid row once the masonry is on; every card spans as many as it needs. */
const ROW_PX = 4;

/**
 * A masonry list in reading order: a CSS grid whose cards each span the rows their height
 * needs, so the posts run left to right and top to bottom like the text of a page (CSS columns
 * would run them down each column). Without script it is a plain grid of the same cards.
 * It sits below the full-height slider, so setting the spans moves nothing in view.
 */
export function MasonryList({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);

  useLayoutEffect(() => {
    const list = ref.current;
    if (!list) return;
    const items = Array.from(list.children) as HTMLElement[];
    const place = () => {
      // Every card measured first, then every span written: a span written between two
      // measurements made the browser lay the page out again for each card (13 layouts in the
      // task that hydrates home). A span changes no card's height (the columns keep their width).
      const spans = items.map((item) => {
        const card = item.firstElementChild as HTMLElement | null;
        if (!card) return null;
        // The item's bottom padding is the gap below the card (resolved to pixels).
        const gap = parseFloat(getComputedStyle(item).paddingBottom) || 0;
        return Math.max(1, Math.ceil((card.getBoundingClientRect().height + gap) / ROW_PX));
      });
      items.forEach((item, i) => {
        if (spans[i] !== null) item.style.gridRowEnd = `span ${spans[i]}`;
      });
    };
    list.dataset.masonry = 'on';
    place();
    const observer = new ResizeObserver(place);
    for (const item of items) if (item.firstElementChild) observer.observe(item.firstElementChild);
    return () => {
      observer.disconnect();
      delete list.dataset.masonry;
      for (const item of items) item.style.gridRowEnd = '';
    };
  }, [children]);

  return (
    <ul ref={ref} className={styles.masonry} style={{ ['--masonry-row' as string]: `${ROW_PX}px` }}>
      {children}
    </ul>
  );
}
