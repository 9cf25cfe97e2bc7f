'use client';

import { Thumbnail } from '@/components/media/Thumbnail';
import { useEffect, useState } from 'react';
import { useTranslations } from '@/i18n/client-messages';
import { notify } from './notify';
import { favourites } from '@/lib/favourites/browser';
import { parseFavourites, type FavouriteTalent } from '@/lib/favourites/store';
import styles from './ECasting.module.css';

/** A selection opened from a share link: shows its talents and offers to adopt them. */
export function SharedSelection({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTranslations('ecasting.share');
  const [talents, setTalents] = useState<FavouriteTalent[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    fetch(`/api/favourites?ids=${ids.join(',')}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        // Same tolerant reading as the stored list.
        const list = parseFavourites(JSON.stringify({ favoriteList: await response.json() }));
        if (live) setTalents(list);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [ids]);

  const adopt = (mode: 'merge' | 'replace') => {
    if (!talents) return;
    favourites().adopt(talents, mode);
    notify(t('adopted'));
    onDone();
  };

  if (failed) {
    return (
      <p className={styles.sharedError} role="alert">
        {t('failed')}
      </p>
    );
  }
  if (!talents || talents.length === 0) return null;
  return (
    <section className={styles.shared} aria-labelledby="shared-heading">
      <h2 id="shared-heading" className={styles.subheading}>
        {t('heading')}
      </h2>
      <p>{t('lead', { count: talents.length })}</p>
      <ul className={styles.list}>
        {talents.map((talent) => (
          <li key={talent.id} className={styles.item}>
            <div className={styles.cover}>
              {talent.cover ? <Thumbnail src={talent.cover} className={styles.coverImage} /> : null}
            </div>
            <span className={styles.name}>{talent.name}</span>
          </li>
        ))}
      </ul>
      <div className={styles.sharedActions}>
        <button type="button" className={styles.primary} onClick={() => adopt('merge')}>
          {t('merge')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => adopt('replace')}>
          {t('replace')}
        </button>
        <button type="button" className={styles.link} onClick={onDone}>
          {t('dismiss')}
        </button>
      </div>
    </section>
  );
}
