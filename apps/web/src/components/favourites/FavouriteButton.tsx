'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { heartMessages, type HeartMessages } from './heart-messages';

export { FavouriteHeart, type FavouriteHeartProps, type HeartMessages } from './FavouriteHeart';

/** The hearts' texts once per component that renders them (a grid of cards: once, not per card),
 * from next-intl's provider of the boards' and searches' pages. */
export function useHeartMessages(): HeartMessages {
  const t = useTranslations('favourites');
  return useMemo(() => heartMessages(t), [t]);
}
