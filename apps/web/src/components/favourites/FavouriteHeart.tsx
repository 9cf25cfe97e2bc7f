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
  /** Placement from the parent (a card's corner). */
  className?: string;
  messages: HeartMessages;
}

/** Whether the talent is among the favourites, and the function that adds or removes it with
 * its notification ('model added' / 'model removed': sonner's toaster is a polite live region). */
export function useFavouriteToggle({ id, name, cover, messages }: Omit<FavouriteHeartProps, 'className'>): [boolean, () => void] {
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
  return [chosen, toggle];
}

/** The heart's drawing (filled when its button is pressed or chosen: FavouriteButton.module.css). */
export const HEART = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" className={styles.heart}>
    <path d="M12 20.2s-7.8-4.6-7.8-10.3A4.4 4.4 0 0 1 12 7.3a4.4 4.4 0 0 1 7.8 2.6c0 5.7-7.8 10.3-7.8 10.3Z" />
  </svg>
);

/**
 * The heart of a card (SPEC §2.7, §4): a toggle named after the talent ("Favorito: Ana Lima").
 * Its pressed state comes from browser storage after hydration (the server renders it
 * unpressed: pages are the same for everyone). The gallery's labelled button: StandaloneHeart.
 */
export function FavouriteHeart({ className, ...props }: FavouriteHeartProps) {
  const [chosen, toggle] = useFavouriteToggle(props);
  return (
    <button
      type="button"
      className={`${styles.icon}${className ? ` ${className}` : ''}`}
      aria-pressed={chosen}
      aria-label={props.messages.toggle.replace('{name}', () => props.name)}
      onClick={toggle}
    >
      {HEART}
    </button>
  );
}
