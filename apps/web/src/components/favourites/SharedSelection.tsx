'use client';

import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { notify } from './notify';
import { favourites } from '@/lib/favourites/browser';
import { useVerdicts, verdicts as verdictStore } from '@/lib/favourites/verdicts-browser';
import { countVerdicts } from '@/lib/favourites/selection';
import { readVerdictLink, type ReturnedVerdicts } from '@/lib/favourites/verdict-link';
import { Confirmation } from './Confirmation';
import { Selection } from './Selection';
import { useSelectionTalents } from './useSelectionTalents';
import { VerdictForm } from './VerdictForm';
import { VerdictLink } from './VerdictLink';
import styles from './ECasting.module.css';

/**
 * A selection opened from a share link: the sender's talents, each linking to its gallery with
 * its measurements, to be judged yes / maybe / no and sent back to the agency, and kept as the
 * visitor's own favourites if they like. Said to be the sender's, not the agency's. The verdicts
 * can also go back by a link (VerdictLink); opened, such a link speaks to the sender: the
 * recipient's verdicts on their selection beside their own, which only change if they import them.
 */
export function SharedSelection({ ids, search, onDone }: { ids: number[]; search: string; onDone: () => void }) {
  const t = useTranslations('ecasting.share');
  const data = useSelectionTalents(ids);
  const verdicts = useVerdicts();
  const returned = useMemo(() => readVerdictLink(search), [search]);
  // Kept the same between renders, so that the list's memoised rows are not drawn again.
  const entries = useMemo(
    () => (data.state === 'ready' ? data.talents.map((talent) => ({ id: talent.id, name: talent.name, cover: talent.cover, talent })) : []),
    [data],
  );
  const [reference, setReference] = useState<string | null>(null);
  // None of the link's talents is on the site any more: the page as it is without the link
  // (the visitor's own list, or the empty one with its way to the boards), and a word why.
  const gone = data.state === 'ready' && data.talents.length === 0;
  const leave = useEffectEvent(() => {
    notify(t('gone'));
    onDone();
  });
  useEffect(() => {
    if (gone) leave();
  }, [gone]);

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
        {returned ? (returned.by ? t('returnedHeadingBy', { name: returned.by }) : t('returnedHeading')) : t('heading')}
      </h2>
      {returned ? null : <p className={styles.sharedNote}>{t('note')}</p>}
      <p>{t('lead', { count: talents.length })}</p>
      {returned ? <Returned returned={returned} ids={talents.map((talent) => talent.id)} /> : null}
      <Selection entries={entries} theirs={returned} />
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
      {/* Sending verdicts on is the recipient's part, not that of whom they come back to. */}
      {returned ? null : (
        <>
          <VerdictLink ids={talents.map((talent) => talent.id)} verdicts={verdicts} />
          {reference ? <Confirmation message={t('verdictSent')} label={t('reference')} reference={reference} /> : null}
          <VerdictForm ids={talents.map((talent) => talent.id)} verdicts={verdicts} onSent={setReference} />
        </>
      )}
    </section>
  );
}

/** "Ana's verdicts: 2 yes · 1 maybe · 1 no", and the choice to make them the visitor's own. */
function Returned({ returned, ids }: { returned: ReturnedVerdicts; ids: readonly number[] }) {
  const t = useTranslations('ecasting.returned');
  const s = useTranslations('ecasting.selection');
  const summary = s('summary', countVerdicts(ids, returned.verdicts));
  const importAll = () => {
    for (const id of ids) {
      const verdict = returned.verdicts[id];
      if (verdict) verdictStore().set(id, verdict);
    }
    notify(t('imported'));
  };
  return (
    <div className={styles.returned}>
      <p className={styles.returnedSummary}>{returned.by ? t('summaryBy', { name: returned.by, summary }) : t('summary', { summary })}</p>
      <p className={styles.returnedNote}>{t('note')}</p>
      <button type="button" className={styles.secondary} onClick={importAll}>
        {returned.by ? t('importBy', { name: returned.by }) : t('import')}
      </button>
    </div>
  );
}
