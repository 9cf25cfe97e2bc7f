'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { favourites, useFavourites } from '@/lib/favourites/browser';
import { BY_PARAM, SHARE_PARAM, VERDICTS_PARAM } from '@/lib/favourites/selection';
import type { FavouriteTalent } from '@/lib/favourites/store';
import { Confirmation } from './Confirmation';
import { notify } from './notify';
import { useSelectionTalents, type SelectionData } from './useSelectionTalents';
import { useHydrated } from '@/lib/browser/hydrated';
import head from '@/components/layout/PageHead.module.css';
import styles from './ECasting.module.css';

/** The order form (react-hook-form, the CNPJ mask, the rules) is only ever shown in the browser,
 * once the stored list is read: fetched then, it stays out of the page's first load. */
const OrderForm = lazy(() => import('./OrderForm').then((m) => ({ default: m.OrderForm })));
/** Likewise the review list (verdicts, comparison, downloads) and a shared selection's view
 * with its verdict form. */
const Selection = lazy(() => import('./Selection').then((m) => ({ default: m.Selection })));
const SharedSelection = lazy(() => import('./SharedSelection').then((m) => ({ default: m.SharedSelection })));

const noop = () => () => {};
/** How long the list waits for its talents' data before it shows without it. */
const LIST_WAIT_MS = 1500;
const NO_IDS: number[] = [];
/** Focuses an element as it is shown (one function: a new one would focus it on every render). */
const focusShown = (element: HTMLElement | null) => element?.focus();

/** The ids of a shared selection in the address (the page is cached: read in the browser). */
function sharedIds(search: string): number[] | null {
  const ids = new URLSearchParams(search).get(SHARE_PARAM);
  if (!ids) return null;
  return ids
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0)
    .slice(0, 100);
}

/** /{lang}/e-casting (SPEC §2.14): the chosen talents to review, the order form, the share link;
 * or, from a share link, the sender's selection to judge and send back. `notice`: what the page
 * says where scripts do not run, shown under the heading. */
export function ECasting({ notice }: { notice?: ReactNode }) {
  const t = useTranslations('ecasting');
  const hydrated = useHydrated();
  const list = useFavourites();
  const search = useSyncExternalStore(noop, () => window.location.search, () => '');
  const [dismissed, setDismissed] = useState(false);
  const shared = useMemo(() => (dismissed ? null : sharedIds(search)), [search, dismissed]);
  const [reference, setReference] = useState<string | null>(null);
  // The list as it was before "Clear the list", until the visitor undoes it.
  const [cleared, setCleared] = useState<readonly FavouriteTalent[] | null>(null);
  // Undone: the focus goes to the list that came back.
  const [restored, setRestored] = useState(false);
  const sharing = shared !== null && shared.length > 0;
  const ids = useMemo(() => list.map((talent) => talent.id), [list]);
  const data = useSelectionTalents(ids);
  const sharedData = useSelectionTalents(sharing ? shared : NO_IDS);
  // The lists show once, whole: with their talents' data, or without it after LIST_WAIT_MS (what
  // arrives later fills the rows in), so that the page does not move under the visitor as its
  // parts arrive. Until then the loading line holds their place.
  const [settled, setSettled] = useState(false);
  if (!settled && hydrated && data.state !== 'loading' && sharedData.state !== 'loading') setSettled(true);
  useEffect(() => {
    if (!hydrated || settled) return;
    // Meanwhile their code comes too.
    void import('./Selection');
    void import('./OrderForm');
    if (sharing) void import('./SharedSelection');
    const timer = window.setTimeout(() => setSettled(true), LIST_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [hydrated, settled, sharing]);

  const closeShared = () => {
    setDismissed(true);
    const url = new URL(window.location.href);
    for (const name of [SHARE_PARAM, VERDICTS_PARAM, BY_PARAM]) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, '', url);
  };

  const loading = (
    <p className={styles.loading} role="status" data-page-loading="">
      {t('loading')}
    </p>
  );
  return (
    <div className={`${head.column} ${styles.page}`}>
      <header className={head.header}>
        <h1 className={head.title}>{t('heading')}</h1>
        <p className={head.lead}>{t('lead')}</p>
      </header>
      {notice}

      {/* There before the list is cleared, so that a screen reader says the change (a live region
          that appears with its text often goes unheard). */}
      {hydrated ? (
        <p id="ecasting-news" role="status" className="visually-hidden">
          {cleared ? t('cleared') : ''}
        </p>
      ) : null}
      {!settled ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          {sharing && <SharedSelection ids={shared} search={search} onDone={closeShared} />}
          {list.length === 0 ? (
            sharing ? null : (
              <div className={styles.empty}>
                {cleared ? (
                  <p className={styles.cleared}>
                    <span id="ecasting-cleared">{t('cleared')}</span>{' '}
                    <button
                      type="button"
                      className={styles.link}
                      aria-describedby="ecasting-cleared"
                      ref={focusShown}
                      onClick={() => {
                        favourites().adopt([...cleared, ...favourites().list()], 'replace');
                        setCleared(null);
                        setRestored(true);
                      }}
                    >
                      {t('undo')}
                    </button>
                  </p>
                ) : null}
                <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
                  <path d="M24 40s-14-8.6-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 38 21c0 10.4-14 19-14 19z" />
                </svg>
                <p className={styles.message}>{t('empty')}</p>
                <Link href="/talents" className={styles.add}>
                  {t('add')}
                </Link>
              </div>
            )
          ) : (
            <div className={styles.layout}>
              <section aria-labelledby="ecasting-list" className={styles.selection}>
                <h2 id="ecasting-list" className={styles.subheading} tabIndex={-1} ref={restored ? focusShown : undefined}>
                  {t('count', { count: list.length })}
                </h2>
                <OwnSelection list={list} data={data} />
                <div className={styles.listActions}>
                  <ShareLink ids={ids} />
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => {
                      setCleared(list);
                      favourites().reset();
                      setReference(null);
                    }}
                  >
                    {t('clear')}
                  </button>
                </div>
              </section>
              <div className={styles.orderColumn}>
                {reference ? <Confirmation message={t('form.sent')} label={t('form.reference')} reference={reference} /> : null}
                <OrderForm talents={list} onSent={setReference} />
              </div>
            </div>
          )}
        </Suspense>
      )}
    </div>
  );
}

/** The visitor's own favourites as a review list: the stored name and cover at once, the
 * gallery link and measurements when the talents' data arrives. */
function OwnSelection({ list, data }: { list: readonly FavouriteTalent[]; data: SelectionData }) {
  const t = useTranslations('favourites');
  // Kept the same between renders, so that the list's memoised rows are not drawn again.
  const entries = useMemo(() => {
    const byId = new Map(data.state === 'ready' ? data.talents.map((talent) => [talent.id, talent]) : []);
    return list.map((talent) => ({ ...talent, talent: byId.get(talent.id) }));
  }, [list, data]);
  const onRemove = useCallback(
    (entry: { id: number }) => {
      favourites().remove(entry.id);
      notify(t('removed'));
    },
    [t],
  );
  return <Selection entries={entries} onRemove={onRemove} />;
}

function ShareLink({ ids }: { ids: number[] }) {
  const t = useTranslations('ecasting.share');
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  const share = async () => {
    const url = new URL(window.location.pathname, window.location.origin);
    url.searchParams.set(SHARE_PARAM, ids.join(','));
    setLink(url.toString());
    setCopied(false);
    try {
      await navigator.clipboard.writeText(url.toString());
      setCopied(true);
    } catch {
      // No clipboard (insecure origin, permission): the link is shown to copy by hand.
    }
  };

  return (
    <div className={styles.share}>
      <button type="button" className={styles.shareButton} onClick={share}>
        {t('button')}
      </button>
      {link && (
        <div className={styles.shareLink}>
          <label htmlFor="share-link">{t('label')}</label>
          <input id="share-link" readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <p role="status">{copied ? t('copied') : ''}</p>
        </div>
      )}
    </div>
  );
}
