'use client';

import { useTranslations } from 'next-intl';
import { useFavourites } from '@/lib/favourites/browser';
import styles from './FavouritesCount.module.css';

/** The number of chosen talents, beside the header's e-casting link (nothing when none), with
 * `favourites.count` ('(# modelos selecionados)') for screen readers. */
export function FavouritesCount() {
  const t = useTranslations('favourites');
  const count = useFavourites().length;
  if (count === 0) return null;
  return (
    <span className={styles.count} data-testid="favourites-count">
      <span aria-hidden="true">{count}</span>
      <span className={styles.hidden}>{t('count', { count })}</span>
    </span>
  );
}
