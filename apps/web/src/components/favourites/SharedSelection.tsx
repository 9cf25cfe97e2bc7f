'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from './notify';
import { favourites, useVerdicts } from '@/lib/favourites/browser';
import { Confirmation } from './Confirmation';
import { Selection } from './Selection';
import { useSelectionTalents } from './useSelectionTalents';
import { VerdictForm } from './VerdictForm';
import styles from './ECasting.module.css';

/**
 * A selection opened from a share link: the sender's talents, each linking to its gallery with
 * its measurements, to be judged yes / maybe / no and sent back to the agency, and kept as the
 * visitor's own favourites if they like. Said to be the sender's, not the agency's.
 */
export function SharedSelection({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const t = useTranslations('ecasting.share');
  const data = useSelectionTalents(ids);
  const verdicts = useVerdicts();
  const [reference, setReference] = useState<string | null>(null);

  if (data.state === 'failed') {
    return (
      <p className={styles.sharedError} role="alert">
        {t('failed')}
      </p>
    );
  }
  if (data.state === 'loading') {
    return (
      <p className={styles.loading} role="status">
        {t('loading')}
      </p>
    );
  }
  const { talents } = data;
  if (talents.length === 0) return null;

  const adopt = (mode: 'merge' | 'replace') => {
    favourites().adopt(
      talents.map(({ id, name, cover }) => ({ id, name, cover })),
      mode,
    );
    notify(t('adopted'));
    onDone();
  };

  return (
    <section className={styles.shared} aria-labelledby="shared-heading">
      <h2 id="shared-heading" className={styles.subheading}>
        {t('heading')}
      </h2>
      <p className={styles.sharedNote}>{t('note')}</p>
      <p>{t('lead', { count: talents.length })}</p>
      <Selection entries={talents.map((talent) => ({ id: talent.id, name: talent.name, cover: talent.cover, talent }))} />
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
      {reference ? <Confirmation message={t('verdictSent')} label={t('reference')} reference={reference} /> : null}
      <VerdictForm ids={talents.map((talent) => talent.id)} verdicts={verdicts} onSent={setReference} />
    </section>
  );
}
