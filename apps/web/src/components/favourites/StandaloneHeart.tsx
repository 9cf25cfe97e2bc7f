'use client';

import { useMemo } from 'react';
import { useTranslations } from 'next-intl';
import { FavouriteHeart, type FavouriteHeartProps } from './FavouriteHeart';
import { heartMessages } from './heart-messages';

/** The heart with its own texts, from the page's next-intl provider (the gallery); grids pass
 * theirs to FavouriteHeart once for all their cards. */
export function StandaloneHeart(props: Omit<FavouriteHeartProps, 'messages'>) {
  const t = useTranslations('favourites');
  const messages = useMemo(() => heartMessages(t), [t]);
  return <FavouriteHeart {...props} messages={messages} />;
}
