import { getTranslations } from 'next-intl/server';
import { heartMessages, type HeartMessages } from '@/components/favourites/heart-messages';
import type { AppLocale } from '@/i18n/routing';
import { RANGE_NAMES } from '@/lib/talents/filters';

/**
 * The texts of a board and its grid, made on the server: plain strings, so that the board's
 * first-load code carries no translator (docs/decisions/0016-board-filters.md). The counts are
 * the messages' plural forms with '#' for the number.
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
  updating: string;
  empty: string;
  clear: string;
  more: string;
  count: PluralTexts;
  heart: HeartMessages;
}

/** A count message as {count, plural, =0 {…} one {# …} other {# …}} gives it (pt, en). */
export interface PluralTexts {
  zero: string;
  one: string;
  other: string;
}

/** '4.589 talentos': the form for n, the number in the locale's format. */
export const pluralText = (texts: PluralTexts, n: number, locale: string): string =>
  n === 0 ? texts.zero : n === 1 ? texts.one : texts.other.replace('#', () => n.toLocaleString(locale));

const MANY = 1_000_003;

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
    updating: t('updating'),
    empty: t('empty'),
    clear: t('filters.clear'),
    more: t('more'),
    count: { zero: t('count', { count: 0 }), one: t('count', { count: 1 }), other: t('count', { count: MANY }).replace(MANY.toLocaleString(locale), '#') },
    heart,
  };
}
