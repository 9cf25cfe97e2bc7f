'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { FavouriteHeart, type FavouriteHeartProps, type HeartMessages } from './FavouriteHeart';

export { FavouriteHeart, type FavouriteHeartProps, type HeartMessages };

/** The texts once per component that renders hearts (a grid of cards: once, not per card). */
export function useHeartMessages(): HeartMessages {
  const t = useTranslations('favourites');
  return useMemo(
    () => ({ added: t('added'), removed: t('removed'), add: t('add'), remove: t('remove'), toggle: t('toggle', { name: '{name}' }) }),
    [t],
  );
}

/** The heart with its own texts (the gallery); grids pass theirs to FavouriteHeart. */
export function FavouriteButton(props: Omit<FavouriteHeartProps, 'messages'>) {
  return <FavouriteHeart {...props} messages={useHeartMessages()} />;
}
