'use client';

import { useTranslations } from 'next-intl';
import { notify } from './notify';
import { favourites, useFavourites } from '@/lib/favourites/browser';
import styles from './FavouriteButton.module.css';

/**
 * The heart (SPEC §2.7, §4): adds the talent to the favourites or removes it, with the
 * notification 'model added' / 'model removed' (sonner's toaster is a polite live region).
 * Used in the gallery and on every listing card.
 */
export function FavouriteButton({
  id,
  name,
  cover,
  variant = 'icon',
}: {
  id: number;
  name: string;
  cover?: string;
  variant?: 'icon' | 'labelled';
}) {
  const t = useTranslations('favourites');
  const list = useFavourites();
  const chosen = list.some((talent) => talent.id === id);

  const toggle = () => {
    if (chosen) {
      favourites().remove(id);
      notify(t('removed'), { id: `favourite-${id}` });
    } else {
      favourites().add({ id, name, cover: cover ?? null });
      notify(t('added'), { id: `favourite-${id}` });
    }
  };

  return (
    <button
      type="button"
      className={variant === 'icon' ? styles.icon : styles.labelled}
      aria-pressed={chosen}
      aria-label={variant === 'icon' ? t('toggle', { name }) : undefined}
      onClick={toggle}
      data-favourite={id}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.heart}>
        <path d="M12 20.2s-7.8-4.6-7.8-10.3A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.8 2.6c0 5.7-7.8 10.3-7.8 10.3Z" />
      </svg>
      {variant === 'labelled' && <span>{chosen ? t('remove') : t('add')}</span>}
    </button>
  );
}
