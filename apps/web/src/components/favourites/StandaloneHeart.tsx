'use client';

import { useMemo } from 'react';
import { useTranslations } from '@/i18n/client-messages';
import { FavouriteHeart, type FavouriteHeartProps } from './FavouriteHeart';
import { heartMessages } from './heart-messages';

/** The heart with its own texts, from the page's ClientMessages (the gallery: no next-intl in its
 * first load); grids pass theirs to FavouriteHeart once for all their cards. */
export function StandaloneHeart(props: Omit<FavouriteHeartProps, 'messages'>) {
  const t = useTranslations('favourites');
  const messages = useMemo(() => heartMessages(t), [t]);
  return <FavouriteHeart {...props} messages={messages} />;
}
