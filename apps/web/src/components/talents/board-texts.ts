import { getTranslations } from 'next-intl/server';
import { heartMessages, type HeartMessages } from '@/components/favourites/heart-messages';
import type { AppLocale } from '@/i18n/routing';
import { RANGE_NAMES } from '@/lib/talents/filters';

/**
 * The texts of a board and its grid, made on the server: plain strings, so that the board's
 * first-load code carries no translator (docs/decisions/0016-board-filters.md). The count,
 * which changes with the filters, is the one message the board formats in the browser
 * (BoardPage.tsx gives it next-intl's provider).
 */
export interface BoardTexts {
  /** The board's own skip link, past the offices, letters and filters to the first card. */
  skip: string;
  offices: string;
  allOffices: string;
  letters: string;
  allLetters: string;
  /** 'Filtrar', and its badge for 1, 2, … active filters (index = count). */
  open: string;
  active: string[];
  empty: string;
  clear: string;
  more: string;
  heart: HeartMessages;
}

/** The hearts' texts (FavouriteButton.tsx: useHeartMessages in the browser). */
export async function heartTexts(locale: AppLocale): Promise<HeartMessages> {
  return heartMessages(await getTranslations({ locale, namespace: 'favourites' }));
}

export async function boardTexts(locale: AppLocale): Promise<BoardTexts> {
  const [t, heart] = await Promise.all([getTranslations({ locale, namespace: 'talents' }), heartTexts(locale)]);
  return {
    skip: t('skipToResults'),
    offices: t('offices'),
    allOffices: t('allOffices'),
    letters: t('letters.label'),
    allLetters: t('letters.all'),
    open: t('filters.open'),
    active: ['', ...RANGE_NAMES, 'hair', 'eyes'].map((_, count) => (count ? t('filters.active', { count }) : '')),
    empty: t('empty'),
    clear: t('filters.clear'),
    more: t('more'),
    heart,
  };
}
