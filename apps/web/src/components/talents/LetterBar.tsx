'use client';

import type { MouseEvent } from 'react';
import { LETTERS } from '@/lib/talents/filters';
import styles from './Board.module.css';

/** The A–Z bar (SPEC §2.6): letters with no talent in the current list are disabled; 'Todos'
 * clears the letter. Real links, so it works without JavaScript; with it, the board follows
 * them in place (`onClick`: Board.tsx, for every `data-filter` link). */
export function LetterBar({
  label,
  allLabel,
  current,
  enabled,
  hrefFor,
  onClick,
}: {
  label: string;
  allLabel: string;
  current: string | null;
  enabled: ReadonlySet<string>;
  hrefFor: (letter: string | null) => string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}) {
  return (
    <nav aria-label={label} className={styles.letters} onClick={onClick}>
      <ul>
        <li>
          <a href={hrefFor(null)} data-filter="letter" aria-current={current === null ? 'true' : undefined} className={styles.letterAll}>
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
              <a href={hrefFor(letter)} data-filter="letter" aria-current={current === letter ? 'true' : undefined}>
                {upper}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
