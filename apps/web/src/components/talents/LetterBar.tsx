'use client';

import type { MouseEvent } from 'react';
import { LETTERS } from '@/lib/talents/filters';
import styles from './Board.module.css';

/** The A–Z bar (SPEC §2.6): letters with no talent in the current list are disabled; 'Todos'
 * clears the letter. Real links, so it works without JavaScript. */
export function LetterBar({
  label,
  allLabel,
  current,
  enabled,
  hrefFor,
  onPick,
}: {
  label: string;
  allLabel: string;
  current: string | null;
  enabled: ReadonlySet<string>;
  hrefFor: (letter: string | null) => string;
  onPick: (letter: string | null) => void;
}) {
  const pick = (letter: string | null) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // Not a navigation: keep the top loader's document listener from starting its bar.
    event.nativeEvent.stopImmediatePropagation();
    onPick(letter);
  };
  return (
    <nav aria-label={label} className={styles.letters}>
      <ul>
        <li>
          <a href={hrefFor(null)} onClick={pick(null)} aria-current={current === null ? 'true' : undefined} className={styles.letterAll}>
            {allLabel}
          </a>
        </li>
        {LETTERS.map((letter) => {
          const upper = letter.toUpperCase();
          if (!enabled.has(letter) && current !== letter) {
            return (
              <li key={letter}>
                <span role="link" aria-disabled="true" className={styles.letterOff}>
                  {upper}
                </span>
              </li>
            );
          }
          return (
            <li key={letter}>
              <a href={hrefFor(letter)} onClick={pick(letter)} aria-current={current === letter ? 'true' : undefined}>
                {upper}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
