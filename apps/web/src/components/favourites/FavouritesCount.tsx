'use client';

import { useLocale } from '@/i18n/navigation';
import { formatMessage, type CompiledMessage } from '@/i18n/format';
import { useFavourites } from '@/lib/favourites/browser';
import styles from './FavouritesCount.module.css';

/** The number of chosen talents, beside the header's e-casting link (nothing when none).
 * `label` is the message `favourites.count` as compiled ('(# modelos selecionados)'). */
export function FavouritesCount({ label }: { label: CompiledMessage }) {
  const locale = useLocale();
  const count = useFavourites().length;
  if (count === 0) return null;
  return (
    <span className={styles.count} data-testid="favourites-count">
      <span aria-hidden="true">{count}</span>
      <span className={styles.hidden}>{formatMessage(label, locale, { count })}</span>
    </span>
  );
}
