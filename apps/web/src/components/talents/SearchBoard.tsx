'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { nameSearchAction } from '@/i18n/table';
import type { CardTalent } from '@/lib/talents/card';
import { nameContains } from '@/lib/talents/name-search';
import { foldText } from '@/lib/talents/text';
import { SearchBox, type SearchBoxLabels } from '@/components/layout/SearchBox';
import { useHeartMessages } from '@/components/favourites/FavouriteButton';
import { TalentGrid } from './TalentGrid';
import styles from './SearchBoard.module.css';

/** Milliseconds of quiet typing before the results and the URL follow the text. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchBoardLabels extends SearchBoxLabels {
  prompt: string;
  loading: string;
  none: string;
  failed: string;
  more: string;
}

type List = { state: 'idle' | 'failed' } | { state: 'ready'; talents: CardTalent[] };

/** The text of a shared or reloaded URL (`?q=`); none on the server. */
const noSubscription = () => () => {};
const urlText = () => new URLSearchParams(window.location.search).get('q') ?? '';
const noText = () => '';

/**
 * The search page (SPEC §2.13): a name box whose results follow the text as the visitor types
 * (debounced, no reload), matching ignoring case and accents; the URL keeps the text (`?q=`).
 * The list is the site's talent-search list, fetched once from /api/talents/search. Without
 * JavaScript the form goes to /{lang}/modelos/{text} (the proxy forwards it).
 */
export function SearchBoard({ locale, labels }: { locale: AppLocale; labels: SearchBoardLabels }) {
  const t = useTranslations('talents');
  const heart = useHeartMessages();
  const initialText = useSyncExternalStore(noSubscription, urlText, noText);
  const [typed, setText] = useState<string | null>(null);
  const [debounced, setQuery] = useState<string | null>(null);
  const text = typed ?? initialText;
  const query = debounced ?? initialText;
  const [list, setList] = useState<List>({ state: 'idle' });
  const loading = useRef(false);
  const status = useRef<HTMLDivElement>(null);

  // A name typed into the box (the form before the status) before the page's code arrived is the
  // visitor's search: read as the page hydrates, before the address's text takes its place.
  useLayoutEffect(() => {
    const early = status.current?.previousElementSibling?.querySelector('input')?.value;
    if (early && early !== urlText()) setText(early);
  }, []);

  const load = () => {
    if (loading.current) return;
    loading.current = true;
    fetch('/api/talents/search')
      .then((response) => (response.ok ? (response.json() as Promise<CardTalent[]>) : Promise.reject(new Error(String(response.status)))))
      .then((talents) => setList({ state: 'ready', talents }))
      .catch(() => {
        loading.current = false;
        setList({ state: 'failed' });
      });
  };

  // A shared or reloaded URL with a text: fetch the list at once.
  const needed = query.trim() !== '';
  useEffect(() => {
    if (needed && list.state === 'idle') load();
  });

  useEffect(() => {
    if (typed === null) return;
    const text = typed;
    const timer = window.setTimeout(() => {
      setQuery(text);
      const url = new URL(window.location.href);
      if (text.trim()) url.searchParams.set('q', text.trim());
      else url.searchParams.delete('q');
      if (url.href !== window.location.href) window.history.replaceState(null, '', url.pathname + url.search);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [typed]);

  const results = useMemo(
    () => (list.state === 'ready' && query.trim() ? list.talents.filter((t) => nameContains(t.name, query)) : []),
    [list, query],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(text);
  };

  let message: string | null = null;
  if (!query.trim()) message = labels.prompt;
  else if (list.state === 'failed') message = labels.failed;
  else if (list.state !== 'ready') message = labels.loading;
  else if (results.length === 0) message = labels.none;

  return (
    <>
      <SearchBox
        labels={labels}
        variant="page"
        action={nameSearchAction(locale)}
        value={text}
        onChange={setText}
        onSubmit={submit}
        onFocus={load}
      />
      <div ref={status} className={styles.status}>
        <p role="status" className={message ? styles.message : 'visually-hidden'} data-page-loading={message === labels.loading || undefined}>
          {message ?? t('count', { count: results.length })}
        </p>
        {!message && <TalentGrid talents={results} locale={locale} listKey={foldText(query)} moreLabel={labels.more} heart={heart} />}
      </div>
    </>
  );
}
