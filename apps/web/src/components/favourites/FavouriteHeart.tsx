'use client';

import { notify } from './notify';
import { favourites, useIsFavourite } from '@/lib/favourites/browser';
import type { HeartMessages } from './heart-messages';
import styles from './FavouriteButton.module.css';

export type { HeartMessages } from './heart-messages';

export interface FavouriteHeartProps {
  id: number;
  name: string;
  cover?: string | null;
  variant?: 'icon' | 'labelled';
  /** Placement from the parent (a card's corner). */
  className?: string;
  messages: HeartMessages;
}

/**
 * The heart (SPEC §2.7, §4): adds the talent to the favourites or removes it, with the
 * notification 'model added' / 'model removed' (sonner's toaster is a polite live region).
 * Its pressed state comes from browser storage after hydration (the server renders it
 * unpressed: pages are the same for everyone).
 */
export function FavouriteHeart({ id, name, cover, variant = 'icon', className, messages }: FavouriteHeartProps) {
  const chosen = useIsFavourite(id);

  const toggle = () => {
    if (chosen) {
      favourites().remove(id);
      notify(messages.removed, { id: `favourite-${id}` });
    } else {
      favourites().add({ id, name, cover: cover ?? null });
      notify(messages.added, { id: `favourite-${id}` });
    }
  };

  return (
    <button
      type="button"
      className={`${variant === 'icon' ? styles.icon : styles.labelled}${className ? ` ${className}` : ''}`}
      // The icon is a toggle with a fixed name; the labelled button says the action it does, so
      // it is not also "pressed" ("Remover dos favoritos, pressionado" would say both).
      aria-pressed={variant === 'icon' ? chosen : undefined}
      aria-label={variant === 'icon' ? messages.toggle.replace('{name}', () => name) : undefined}
      data-chosen={chosen}
      onClick={toggle}
      data-favourite={id}
    >
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.heart}>
        <path d="M12 20.2s-7.8-4.6-7.8-10.3A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.8 2.6c0 5.7-7.8 10.3-7.8 10.3Z" />
      </svg>
      {variant === 'labelled' && <span>{chosen ? messages.remove : messages.add}</span>}
    </button>
  );
}
