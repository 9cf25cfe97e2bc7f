'use client';

import { Thumbnail } from '@/components/media/Thumbnail';
import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslations } from '@/i18n/client-messages';
import { Link } from '@/i18n/navigation';
import { favourites, useFavourites } from '@/lib/favourites/browser';
import type { FavouriteTalent } from '@/lib/favourites/store';
import { SharedSelection } from './SharedSelection';
import head from '@/components/layout/PageHead.module.css';
import styles from './ECasting.module.css';

/** The order form (react-hook-form, the CNPJ mask, the rules) is only ever shown in the browser,
 * once the stored list is read: fetched then, it stays out of the page's first load. */
const OrderForm = lazy(() => import('./OrderForm').then((m) => ({ default: m.OrderForm })));

const noop = () => () => {};
/** False on the server and during hydration, true after: the list lives in the browser only. */
const useHydrated = () => useSyncExternalStore(noop, () => true, () => false);

/** The query parameter of a shared selection: ids separated by commas. */
export const SHARE_PARAM = 'share';

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

/** /{lang}/e-casting (SPEC §2.14): the chosen talents, the order form, the share link. */
export function ECasting() {
  const t = useTranslations('ecasting');
  const hydrated = useHydrated();
  const list = useFavourites();
  const search = useSyncExternalStore(noop, () => window.location.search, () => '');
  const [dismissed, setDismissed] = useState(false);
  const shared = useMemo(() => (dismissed ? null : sharedIds(search)), [search, dismissed]);
  const [sent, setSent] = useState(false);

  const closeShared = () => {
    setDismissed(true);
    const url = new URL(window.location.href);
    url.searchParams.delete(SHARE_PARAM);
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div className={head.column}>
      <header className={head.header}>
        <h1 className={head.title}>{t('heading')}</h1>
        <p className={head.lead}>{t('lead')}</p>
      </header>

      <p role="status" className={sent ? styles.sent : styles.hiddenStatus}>
        {sent ? t('form.sent') : ''}
      </p>

      {shared && shared.length > 0 && <SharedSelection ids={shared} onDone={closeShared} />}

      {!hydrated ? (
        <p className={styles.loading} role="status" data-page-loading="">
          {t('loading')}
        </p>
      ) : list.length === 0 ? (
        <div className={styles.empty}>
          <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
            <path d="M24 40s-14-8.6-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 38 21c0 10.4-14 19-14 19z" />
          </svg>
          <p className={styles.message}>{t('empty')}</p>
          <Link href="/talents" className={styles.add}>
            {t('add')}
          </Link>
        </div>
      ) : (
        <div className={styles.layout}>
          <section aria-labelledby="ecasting-list" className={styles.selection}>
            <h2 id="ecasting-list" className={styles.subheading}>
              {t('count', { count: list.length })}
            </h2>
            <ul className={styles.list}>
              {list.map((talent) => (
                <TalentItem key={talent.id} talent={talent} />
              ))}
            </ul>
            <ShareLink ids={list.map((talent) => talent.id)} />
          </section>
          <Suspense fallback={null}>
            <OrderForm
              talents={list}
              onSent={() => {
                setSent(true);
                favourites().reset();
              }}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

function TalentItem({ talent }: { talent: FavouriteTalent }) {
  const t = useTranslations('ecasting');
  return (
    <li className={styles.item}>
      <div className={styles.cover}>
        {talent.cover ? <Thumbnail src={talent.cover} className={styles.coverImage} /> : null}
      </div>
      <span className={styles.name}>{talent.name}</span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('remove', { name: talent.name })}
        onClick={() => favourites().remove(talent.id)}
      >
        {t('removeShort')}
      </button>
    </li>
  );
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
