import type { Metadata } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { getBoard } from '@/lib/backends/integration';
import { pageMetadata } from '@/lib/seo';
import { isListingCategory, type ListingCategory } from '@/lib/talents/categories';
import { canonicalBoardQuery, parseBoardQuery } from '@/lib/talents/query';
import { Board } from './Board';

export interface BoardParams {
  lang: string;
  category?: string;
  /** The internal route's segment: the board's canonical query (src/proxy.ts). */
  query?: string;
}

/** The route's params checked: a supported locale, a listing category (or none: every
 * talent), and a canonical query; anything else is a 404. */
function boardOf({ lang, category, query }: BoardParams) {
  if (!hasLocale(routing.locales, lang)) return null;
  if (category !== undefined && !isListingCategory(category)) return null;
  let text = '';
  if (query !== undefined) {
    try {
      text = decodeURIComponent(query);
    } catch {
      return null;
    }
    if (text === '' || canonicalBoardQuery(text) !== text) return null;
  }
  return { locale: lang, category: (category ?? null) as ListingCategory | null, query: text };
}

export async function boardMetadata(params: BoardParams): Promise<Metadata> {
  const board = boardOf(params);
  if (!board) return {};
  const t = await getTranslations({ locale: board.locale, namespace: 'talents' });
  return pageMetadata({
    locale: board.locale,
    path: board.category ? `/talents/${board.category}` : '/talents',
    title: board.category ? t(`categories.${board.category}`) : t('title'),
    noIndex: board.query !== '',
  });
}

/**
 * /{lang}/talents and /{lang}/talents/{category} (SPEC §2.1, §2.6, §7), and their internal
 * routes with a query (`…/f/{query}`). Reads no searchParams: the query arrives as a segment.
 */
/** When this render happens: the first render in the browser computes ages with it too. */
const renderTime = () => Date.now();

export async function BoardPage(params: BoardParams) {
  const board = boardOf(params);
  if (!board) notFound();
  const { locale, category, query } = board;
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: 'talents' });
  const [talents, messages] = await Promise.all([getBoard(category, locale), getMessages({ locale })]);
  const basePath = `/${locale}/talents${category ? `/${category}` : ''}`;

  return (
    <div className="page">
      <header className="page-header">
        {category && <p className="page-eyebrow">{t('title')}</p>}
        <h1 className="page-title">{category ? t(`categories.${category}`) : t('title')}</h1>
      </header>
      <NextIntlClientProvider messages={{ talents: messages.talents, favourites: messages.favourites }}>
        <Board
          talents={talents}
          initial={parseBoardQuery(new URLSearchParams(query))}
          renderedAt={renderTime()}
          basePath={basePath}
          locale={locale}
        />
      </NextIntlClientProvider>
    </div>
  );
}
