'use client';

import { lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { useSearchParams } from 'next/navigation';
import { OFFICES } from '@vitrine/contracts/offices';
import { HydrateApart } from '@/components/layout/HydrateApart';
import { isPlainClick } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { afterPaint } from '@/lib/browser/after-paint';
import { unpackCards } from '@/lib/talents/card-data';
import { rememberBoard } from '@/lib/talents/last-board';
import type { BoardView } from '@/lib/talents/board-view';
import { NO_FILTERS, type BoardFilters } from '@/lib/talents/filters';
import { parseBoardQuery, serializeBoardQuery, type BoardQuery } from '@/lib/talents/query';
import type { BoardViewer } from './board-cards';
import type { BoardTexts } from './board-texts';
import { mediaQuery } from './browser-timing';
import type { PanelMessages } from './FilterPanel';
import { ClearFilters, PanelToggle, type PanelMode } from './PanelToggle';
import { LetterBar } from './LetterBar';
import { TalentGrid } from './TalentGrid';
import styles from './Board.module.css';

export interface BoardProps {
  /** The cards the server renders (the first pages of `initial`'s list), packed
   * (lib/talents/card-data.ts). The whole board is fetched from `cardsUrl` when first needed. */
  data: string;
  /** How many talents `initial`'s list has. */
  total: number;
  /** The letters `initial`'s list enables in the letter bar. */
  letters: string[];
  /** The whole board's cards (app/api/talents/board). */
  cardsUrl: string;
  /** The server's filter panel (StaticPanel.tsx): the panel until the interactive one is loaded. */
  staticPanel: ReactNode;
  /** The interactive panel's messages (`talents.filters`): it brings its own translator. */
  panelMessages: PanelMessages;
  texts: BoardTexts;
  initial: BoardQuery;
  /** The count line of `initial`'s list, as the server wrote it ('1.523 talentos'). */
  initialCount: string;
  /** When the server rendered the page: the first render computes ages with it, so the
   * browser's render matches the server's; the browser's clock takes over after that. */
  renderedAt: number;
  /** The board's public path with its locale prefix ('/pt/talents/mulheres'). */
  basePath: string;
  locale: AppLocale;
}

/** A burst of changes to one control (a slider being dragged) makes one history entry. */
const BURST_MS = 1000;
const DESKTOP = '(min-width: 991px)';

/** The interactive panel is not in the board's first-load code: on desktops it loads as soon as
 * the board is interactive (the server's panel shows meanwhile), on phones when Filtrar is first
 * pressed (docs/decisions/0016-board-filters.md). */
const FilterPanel = lazy(() => import('./FilterPanel'));

/** The panel's layout: 'static' on the server and while hydrating, then by the viewport. */
function subscribeViewport(onChange: () => void) {
  const media = mediaQuery(DESKTOP);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}
const viewportMode = (): PanelMode => (mediaQuery(DESKTOP).matches ? 'desktop' : 'phone');
const serverMode = (): PanelMode => 'static';

type Shown = { filters: BoardFilters; now: number };

/** The filters the address bar names, read with the board's one parser (lib/talents/query.ts). */
const filtersInUrl = () => parseBoardQuery(new URLSearchParams(window.location.search)).filters;
/** The address of the board shown, with its query. */
const here = () => window.location.pathname + window.location.search;

const countFilters = (f: BoardFilters) => Object.keys(f.ranges).length + (f.hair ? 1 : 0) + (f.eyes ? 1 : 0);

/**
 * A talent board (SPEC §2.6): office choice, A–Z bar, filter panel and the card grid. The
 * server renders it for the URL's query (the proxy hands the query over as a path segment);
 * the browser then filters the whole board (docs/decisions/0050-board-cards-on-demand.md)
 * without a round trip per change, and keeps the URL in step (pushState; Back/Forward and links
 * to the board restore the filters it names).
 */
export function Board({ data, total, letters, cardsUrl, staticPanel, panelMessages, texts, initial, initialCount, renderedAt, basePath, locale }: BoardProps) {
  const initialView = useMemo<BoardView>(() => ({ shown: unpackCards(data), letters: new Set(letters) }), [data, letters]);
  // The whole board and its filtering code, read on the first sign of use (a pointer, a touch or
  // the focus on the board, a change, the end of the cards the page has), not with the page: the
  // browser has usually prefetched the answer by then (BoardPage.tsx). Tried once per page.
  const [viewer, setViewer] = useState<BoardViewer | null>(null);
  const [cardsFailed, setCardsFailed] = useState(false);
  const loading = useRef(false);
  const wantCards = useCallback(() => {
    if (loading.current) return;
    loading.current = true;
    import('./board-cards')
      .then(({ loadBoardCards }) => loadBoardCards(cardsUrl))
      .then(
        (load) => startTransition(() => setViewer(() => load)),
        () => setCardsFailed(true),
      );
  }, [cardsUrl]);
  const tCount = useTranslations('talents');
  // The URL is the state: on a first load it says what the server rendered; other addresses of
  // this board (Back to it, a link to it) are read as the board mounts or sees them (below).
  // The filters and the time their ages are computed at change together: one state.
  const [state, setState] = useState<Shown>({ filters: initial.filters, now: renderedAt });
  const { filters } = state;
  const mode = useSyncExternalStore(subscribeViewport, viewportMode, serverMode);
  // Open by default on desktops (the side panel), closed on phones (the dialog).
  const [chosenOpen, setOpen] = useState<{ mode: PanelMode; open: boolean } | null>(null);
  const open = chosenOpen && chosenOpen.mode === mode ? chosenOpen.open : mode === 'desktop';
  // On phones, the panel's code is loaded once Filtrar has been pressed.
  const panelWanted = chosenOpen?.mode === 'phone';
  const lastWrite = useRef<{ kind: string; at: number } | null>(null);
  /** The URL of the last change, until it is written (after its list is painted). */
  const pendingUrl = useRef<{ url: string; kind: string; at: number } | null>(null);

  // What the list shows. A click or a select (a letter, an office, a colour, Limpar) changes the
  // controls and the list in one render, so the first frame after the input shows the new list
  // (its first screenful: TalentGrid). A slider sends an input per step while dragged: the
  // controls follow it at once and the list follows in a transition the next step interrupts;
  // the count line follows the list, so that a screen reader hears each list once, not a word
  // for every step as well.
  const [shownState, setShown] = useState(state);
  const shown = shownState.filters;
  const listKey = serializeBoardQuery(shown);
  const serverList = shownState.now === renderedAt && listKey === serializeBoardQuery(initial.filters);
  // Another list than the server's, before the whole board is here: the page's list stays, busy.
  const waiting = !viewer && !serverList;
  const busy = shownState !== state || waiting;
  const view = useMemo(() => (viewer ? viewer(shown, shownState.now) : initialView), [viewer, shown, shownState.now, initialView]);

  const hrefFor = useCallback(
    (f: BoardFilters, page = 1) => {
      const query = serializeBoardQuery(f, page);
      return query ? `${basePath}?${query}` : basePath;
    },
    [basePath],
  );
  useEffect(() => {
    if (!waiting) return;
    // The whole board could not be fetched: the server renders the list asked for.
    if (cardsFailed) window.location.assign(hrefFor(shown));
    else wantCards();
  }, [waiting, cardsFailed, wantCards, hrefFor, shown]);

  // The address the board shows, as it last wrote or read it. Any other address Next's router
  // reaches on this board — Back and Forward (to a board Next may restore without its query), a
  // link to the board without its query (the header's, to start again; Next renders the page
  // before it writes the address) — is shown, before the paint: its filters replace the board's.
  const shownUrl = useRef<string | null>(null);
  const routerQuery = useSearchParams();
  useLayoutEffect(() => {
    const url = here();
    if (url === shownUrl.current) return;
    shownUrl.current = url;
    rememberBoard(url);
    lastWrite.current = null;
    pendingUrl.current = null;
    const inUrl = filtersInUrl();
    const value = { filters: inUrl, now: Date.now() };
    const settle = (current: Shown) => (serializeBoardQuery(current.filters) === serializeBoardQuery(inUrl) ? current : value);
    setState(settle);
    setShown(settle);
  }, [routerQuery]);

  // The URL follows once the new list is painted: writing it makes Next's router re-render what
  // reads the URL (the locale switch), which must not delay the list's paint.
  const change = useCallback(
    (next: BoardFilters, kind: string) => {
      const value = { filters: next, now: Date.now() };
      setState(value);
      if (kind.startsWith('range:')) startTransition(() => setShown(value));
      else setShown(value);
      pendingUrl.current = { url: hrefFor(next), kind, at: performance.now() };
    },
    [hrefFor],
  );
  useEffect(() => {
    if (busy || !pendingUrl.current) return;
    const write = () => {
      const pending = pendingUrl.current;
      pendingUrl.current = null;
      if (!pending || pending.url === here()) return;
      const { url, kind, at } = pending;
      const last = lastWrite.current;
      if (last && last.kind === kind && at - last.at < BURST_MS) window.history.replaceState(null, '', url);
      else window.history.pushState(null, '', url);
      shownUrl.current = url;
      rememberBoard(url);
      lastWrite.current = { kind, at };
    };
    return afterPaint(write);
  }, [busy, shownState]);

  const clear = () => change({ ...NO_FILTERS, office: filters.office }, 'clear');
  // The offices' and the letters' links (data-filter: what they change): a plain left click
  // filters the board in place with the filters its address names, read by the board's one
  // parser. Anything else (new tab, modifier keys) is the browser's.
  const follow = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-filter]');
    if (!link || !isPlainClick(event, link)) return;
    event.preventDefault();
    // Not a navigation: keep the top loader's document listener from starting its bar.
    event.nativeEvent.stopImmediatePropagation();
    change(parseBoardQuery(new URLSearchParams(link.search)).filters, link.dataset.filter!);
  };

  // The server's form (StaticPanel.tsx) works before the board's code has come, and on desktops
  // until the panel's has: what was chosen in it is applied when the board takes over, and again
  // on each change while it shows, so that the interactive panel opens with it; its disclosure
  // left open on a phone opens the dialog.
  const panel = useRef<HTMLDivElement>(null);
  const fromServerForm = () => {
    const form = panel.current?.querySelector<HTMLFormElement>('details form');
    if (!form) return;
    // What the form would send (a FormData is a valid init: TypeScript's DOM types leave it out).
    const next = parseBoardQuery(new URLSearchParams(new FormData(form) as never)).filters;
    if (serializeBoardQuery(next) !== serializeBoardQuery(filters)) change(next, 'form');
  };
  useEffect(() => {
    fromServerForm();
    if (panel.current?.querySelector('details')?.open) setOpen({ mode: 'phone', open: true });
    // Once, as the board hydrates: what the visitor did before.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The grid is a part hydrated on its own, after the controls. Its element is the same object
  // until what it shows changes, so the board's render right after hydrating (the viewport's
  // mode) passes it nothing new and leaves its hydration to the later, interruptible pass.
  const grid = useMemo(
    () => (
      <HydrateApart>
        <TalentGrid
          talents={view.shown}
          total={viewer ? view.shown.length : total}
          onWantMore={wantCards}
          locale={locale}
          pages={initial.page}
          listKey={listKey}
          moreHref={(page) => hrefFor(shown, page)}
          moreLabel={texts.more}
          heart={texts.heart}
          busy={busy}
        />
      </HydrateApart>
    ),
    [view.shown, viewer, total, wantCards, locale, initial.page, listKey, hrefFor, shown, texts.more, texts.heart, busy],
  );
  const clearHref = hrefFor({ ...NO_FILTERS, office: filters.office });
  const count = viewer && !serverList ? tCount('count', { count: view.shown.length }) : initialCount;
  const activeCount = countFilters(filters);
  const phoneToggle = (
    <PanelToggle
      mode="phone"
      open={false}
      label={texts.open}
      badge={texts.active[activeCount] || null}
      onClick={() => setOpen({ mode: 'phone', open: true })}
    />
  );

  return (
    <div className={styles.board} data-panel={mode} data-open={open || undefined} onPointerOver={wantCards} onTouchStart={wantCards} onFocus={wantCards}>
      <a href="#results" className="skip-link">
        {texts.skip}
      </a>
      <nav aria-label={texts.offices} className={styles.offices} onClick={follow}>
        <ul>
          {[{ slug: null, name: texts.allOffices }, ...OFFICES].map(({ slug, name }) => (
            <li key={name}>
              <a href={hrefFor({ ...filters, office: slug })} data-filter="office" aria-current={filters.office === slug ? 'page' : undefined}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <LetterBar
        label={texts.letters}
        allLabel={texts.allLetters}
        current={filters.letter}
        enabled={view.letters}
        hrefFor={(letter) => hrefFor({ ...filters, letter })}
        onClick={follow}
      />
      <div className={styles.layout}>
        <div className={styles.panel} ref={panel} onChange={fromServerForm}>
          {mode === 'static' ? (
            staticPanel
          ) : mode === 'phone' && !panelWanted ? (
            phoneToggle
          ) : (
            <Suspense fallback={mode === 'desktop' ? staticPanel : phoneToggle}>
              <FilterPanel
                mode={mode}
                open={open}
                onOpenChange={(value) => setOpen({ mode, open: value })}
                filters={filters}
                action={basePath}
                activeCount={activeCount}
                onChange={change}
                onClear={clear}
                count={count}
                locale={locale}
                messages={panelMessages}
              />
            </Suspense>
          )}
        </div>
        <div id="results" className={styles.results} tabIndex={-1}>
          <p className={styles.count} role="status">
            {count}
          </p>
          {view.shown.length === 0 ? (
            <div className={styles.empty}>
              <p>{texts.empty}</p>
              <ClearFilters label={texts.clear} href={clearHref} onClear={mode === 'static' ? undefined : clear} />
            </div>
          ) : (
            grid
          )}
        </div>
      </div>
    </div>
  );
}
