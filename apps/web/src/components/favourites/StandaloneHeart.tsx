'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { HEART, useFavouriteToggle, type FavouriteHeartProps } from './FavouriteHeart';
import { heartMessages } from './heart-messages';
import styles from './FavouriteButton.module.css';

/** The gallery's favourites button, with its own texts from the page's next-intl provider: it
 * says the action it does ("Adicionar aos favoritos" / "Remover dos favoritos"), so it is not also
 * a pressed toggle ("Remover dos favoritos, pressionado" would say both). Grids' cards have
 * FavouriteHeart, with texts passed once for all their cards. */
export function StandaloneHeart(props: Omit<FavouriteHeartProps, 'messages' | 'className'>) {
  const t = useTranslations('favourites');
  const messages = useMemo(() => heartMessages(t), [t]);
  const [chosen, toggle] = useFavouriteToggle({ ...props, messages });
  return (
    <button type="button" className={styles.labelled} data-chosen={chosen} onClick={toggle}>
      {HEART}
      <span>{chosen ? messages.remove : messages.add}</span>
    </button>
  );
}
