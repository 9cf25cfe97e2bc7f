'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './Contact.module.css';

interface Props {
  address: string;
  embedUrl: string;
  title: string;
  showLabel: string;
  note: string;
}

/**
 * The office map (SPEC §2.9): an embedded map searched by address at zoom 15. Nothing is loaded
 * from the map service until the map scrolls into view (or nearly) or the visitor asks for it,
 * so the page works, and stays light, without it; the address is text beside it. Without
 * JavaScript the map is a lazily loaded frame from the start.
 */
export function OfficeMap({ address, embedUrl, title, showLabel, note }: Props) {
  const [shown, setShown] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (shown || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setShown(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);

  const frame = (
    <iframe className={styles.mapFrame} src={embedUrl} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen />
  );
  return (
    <div ref={box} className={styles.map} data-testid="office-map">
      {shown ? (
        frame
      ) : (
        <>
          <div className={styles.mapPlaceholder}>
            <p className={styles.mapAddress}>{address}</p>
            <button type="button" className={styles.mapButton} onClick={() => setShown(true)}>
              {showLabel}
            </button>
            <p className={styles.mapNote}>{note}</p>
          </div>
          {/* Without scripts the button could not show it: the map is embedded as it is, loaded
              by the browser when scrolled to. */}
          <noscript>{frame}</noscript>
        </>
      )}
    </div>
  );
}
