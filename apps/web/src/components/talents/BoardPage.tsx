import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { getPathname, type Href } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getBoard } from '@/lib/backends/integration';
import { orUnavailable } from '@/lib/errors/unavailable';
import { notFoundMetadata, pageLocale } from '@/lib/page';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';
import { CARD_CHUNK } from '@/lib/talents/card';
import { packCards, unpackCards } from '@/lib/talents/card-data';
import { isListingCategory, type ListingCategory } from '@/lib/talents/categories';
import { viewBoard } from '@/lib/talents/board-view';
import { NO_FILTERS } from '@/lib/talents/filters';
import { canonicalBoardQuery, parseBoardQuery, serializeBoardQuery } from '@/lib/talents/query';
import { Board } from './Board';
import { boardTexts } from './board-texts';
import type { PanelMessages } from './FilterPanel';
import type { PanelText } from './PanelForm';
import { StaticPanel } from './StaticPanel';

/** The params of the board routes; `query` is the internal route's segment: the board's
 * canonical query (src/proxy.ts). */
export type BoardParams = Promise<{ lang: string; category?: string; query?: string }>;

/** The route's params checked (the locale by pageLocale): a listing category (or none: every
 * talent) and a canonical query; anything else is null (a 404). */
function boardOf(locale: AppLocale, { category, query }: Awaited<BoardParams>) {
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
  return { locale, category: (category ?? null) as ListingCategory | null, query: text };
}

/** The board's page in the routing table. */
const boardHref = (category: ListingCategory | null): Href =>
  category ? { pathname: '/talents/[category]', params: { category } } : '/talents';

export async function boardMetadata({ params }: { params: BoardParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const board = boardOf(locale, await params);
  if (!board) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: 'talents' });
  const title = board.category ? t(`categories.${board.category}`) : t('title');
  return pageMetadata({
    locale,
    path: boardHref(board.category),
    title,
    description: t('description', { board: title, agency: env().AGENCY_NAME }),
    noIndex: board.query !== '',
  });
}

/**
 * /{lang}/talents and /{lang}/talents/{category} (SPEC §2.1, §2.6, §7), and their internal
 * routes with a query (`…/f/{query}`). Reads no searchParams: the query arrives as a segment.
 */
/** When this render happens: the first render in the browser computes ages with it too. */
const renderTime = () => Date.now();

export async function BoardPage({ params }: { params: BoardParams }) {
  const lang = await pageLocale(params);
  const board = boardOf(lang, await params);
  if (!board) return <NotFoundPage locale={lang} />;
  const { locale, category, query } = board;
  const t = await getTranslations({ locale, namespace: 'talents' });
  const [talents, messages, texts] = await Promise.all([orUnavailable(getBoard(category, locale)), getMessages({ locale }), boardTexts(locale)]);
  const basePath = getPathname({ href: boardHref(category), locale });
  const initial = parseBoardQuery(new URLSearchParams(query));
  const clearQuery = serializeBoardQuery({ ...NO_FILTERS, office: initial.filters.office });
  const filterText = await getTranslations({ locale, namespace: 'talents.filters' });
  // The men's board names the bust range as the gallery does for men: 'Tórax' (SPEC §2.7).
  const chest = category === 'homens';
  const panelMessages = messages.talents.filters as PanelMessages & { ranges: Record<string, string> };
  const translate = filterText as unknown as PanelText['t'];
  const panelText: PanelText = { t: (key, values) => translate(chest && key === 'ranges.bust' ? 'ranges.chest' : key, values) };
  const renderedAt = renderTime();
  // The list the server renders, from the same cards as the browser's (packed and unpacked) at
  // the same time. The page carries only the cards it renders, its count line and its letters:
  // the board hydrates with them, and reads the whole board when the visitor first needs it.
  const view = viewBoard(unpackCards(packCards(talents)), initial.filters, renderedAt);
  const data = packCards(view.shown.slice(0, CARD_CHUNK * initial.page));
  const initialCount = t('count', { count: view.shown.length });
  const cardsUrl = category ? `/api/talents/board/${locale}/${category}` : `/api/talents/board/${locale}`;

  return (
    <div className="page">
      <header className="page-header">
        {category && <p className="page-eyebrow">{t('title')}</p>}
        <h1 className="page-title">{category ? t(`categories.${category}`) : t('title')}</h1>
      </header>
      {/* The browser fetches the whole board once it is idle after the load, so that the first
          filter finds it at hand; without prefetching, the board fetches it on the first sign of use. */}
      <link rel="prefetch" href={cardsUrl} />
      <NextIntlClientProvider locale={locale} messages={{ talents: { count: messages.talents.count } }}>
        <Board
          data={data}
          total={view.shown.length}
          letters={[...view.letters]}
          cardsUrl={cardsUrl}
          initialCount={initialCount}
          texts={texts}
          panelMessages={chest ? { ...panelMessages, ranges: { ...panelMessages.ranges, bust: panelMessages.ranges.chest } } : panelMessages}
          staticPanel={
            <StaticPanel
              text={panelText}
              filters={initial.filters}
              action={basePath}
              clearHref={clearQuery ? `${basePath}?${clearQuery}` : basePath}
            />
          }
          initial={initial}
          renderedAt={renderedAt}
          basePath={basePath}
          locale={locale}
        />
      </NextIntlClientProvider>
    </div>
  );
}
