'use client';

import Image from 'next/image';
import { VERDICTS } from '@vitrine/contracts/constants';
import { memo, useCallback, useId, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Link, useLocale } from '@/i18n/navigation';
import { useVerdict, useVerdicts, verdicts as verdictStore } from '@/lib/favourites/verdicts-browser';
import { countVerdicts, type SelectionTalent, type Verdicts } from '@/lib/favourites/selection';
import { useUnit } from '@/lib/talents/unit-browser';
import { MAX_SELECTION_TALENTS } from '@/lib/selection/query';
import { notANavigation } from '@/components/layout/file-links';
import { UnitSwitch } from '@/components/gallery/UnitSwitch';
import { Compare, MAX_COMPARED, UnitValue } from './Compare';
import ecasting from './ECasting.module.css';
import styles from './Selection.module.css';

/** What a row shows before its talent's data has arrived (own favourites carry name and cover). */
export interface SelectionEntry {
  id: number;
  name: string;
  cover?: string | null;
  talent?: SelectionTalent;
}

/** Someone else's verdicts on this selection (a link that carries them back), shown beside the
 * visitor's own, never in their place. */
export interface TheirVerdicts {
  by: string | null;
  verdicts: Verdicts;
}

/**
 * A selection as a review tool (own favourites and a shared link alike): each talent with its
 * cover, its name linking to the gallery and the key measurements in the visitor's unit; a
 * yes / maybe / no per talent (radio buttons: mouse, arrow keys), kept in the browser; the
 * summary, the yes-and-maybe filter, the comparison of 2–4 talents and the downloads.
 */
export function Selection({
  entries,
  onRemove,
  theirs,
}: {
  entries: readonly SelectionEntry[];
  onRemove?: (entry: SelectionEntry) => void;
  theirs?: TheirVerdicts | null;
}) {
  const t = useTranslations('ecasting.selection');
  const [onlyWanted, setOnlyWanted] = useState(false);
  const [compared, setCompared] = useState<number[]>([]);
  const filterId = useId();
  const ids = useMemo(() => entries.map((entry) => entry.id), [entries]);
  const comparedEntries = compared.flatMap((id) => entries.find((entry) => entry.id === id) ?? []);
  // The list reads the verdicts only while it is filtered by them or a comparison shows them: a
  // verdict changed otherwise re-renders its radio group and the summary, not the toolbar and
  // the list.
  const chosen = useVerdicts(onlyWanted || comparedEntries.length >= 2);
  const shown = onlyWanted ? entries.filter((entry) => chosen[entry.id] === 'yes' || chosen[entry.id] === 'maybe') : entries;

  const toggleCompare = useCallback(
    (id: number, on: boolean) =>
      setCompared((list) => (on ? (list.includes(id) || list.length >= MAX_COMPARED ? list : [...list, id]) : list.filter((x) => x !== id))),
    [],
  );

  return (
    <>
      <div className={styles.toolbar}>
        <VerdictSummary ids={ids} />
        <label className={styles.filter} htmlFor={filterId}>
          <input id={filterId} type="checkbox" checked={onlyWanted} onChange={(event) => setOnlyWanted(event.currentTarget.checked)} />
          {t('onlyWanted')}
        </label>
        <UnitSwitch />
      </div>
      {shown.length === 0 ? <p className={styles.none}>{t('noneWanted')}</p> : null}
      <ul className={styles.list}>
        {shown.map((entry) => (
          <SelectionRow
            key={entry.id}
            entry={entry}
            theirs={theirs}
            compared={compared.includes(entry.id)}
            compareFull={compared.length >= MAX_COMPARED}
            onCompare={toggleCompare}
            onRemove={onRemove}
          />
        ))}
      </ul>
      <p className={styles.compareHint}>{t('compareHint', { max: MAX_COMPARED })}</p>
      {comparedEntries.length >= 2 ? <Compare entries={comparedEntries} verdicts={chosen} /> : null}
      <SelectionDownloads ids={onlyWanted ? shown.map((entry) => entry.id) : ids} />
    </>
  );
}

/** "N yes · N maybe · N no" of the talents listed: the one part above the rows that a verdict
 * changes. */
function VerdictSummary({ ids }: { ids: readonly number[] }) {
  const t = useTranslations('ecasting.selection');
  const counts = countVerdicts(ids, useVerdicts());
  return <p className={styles.summary}>{t('summary', counts)}</p>;
}

/** One talent of the list. Memoised, with its verdict read by its own control: a verdict changed
 * on one row re-renders that row and the summary, not the other rows (the parents keep the
 * entries and callbacks stable). */
const SelectionRow = memo(function SelectionRow({
  entry,
  theirs,
  compared,
  compareFull,
  onCompare,
  onRemove,
}: {
  entry: SelectionEntry;
  theirs?: TheirVerdicts | null;
  compared: boolean;
  compareFull: boolean;
  onCompare: (id: number, on: boolean) => void;
  onRemove?: (entry: SelectionEntry) => void;
}) {
  const t = useTranslations('ecasting');
  const { talent } = entry;
  const cover = talent?.cover ?? entry.cover ?? null;
  const name = talent?.name ?? entry.name;
  return (
    <li className={styles.item}>
      <div className={styles.cover}>{cover ? <Image src={cover} alt="" fill sizes="96px" className={ecasting.coverImage} /> : null}</div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          {talent ? (
            <Link href={{ pathname: '/modelo/[id]/[name]', params: { id: talent.id, name: talent.slug } }}>{name}</Link>
          ) : (
            name
          )}
        </h3>
        {talent && talent.measurements.length > 0 ? (
          <dl className={styles.measurements}>
            {talent.measurements.map((row) => (
              <div key={row.key} className={styles.measurement}>
                <dt>{row.label}</dt>
                <dd>
                  <UnitValue metric={row.metric} imperial={row.imperial} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {theirs ? <TheirVerdict theirs={theirs} id={entry.id} /> : null}
        <VerdictControl id={entry.id} name={name} />
        <div className={styles.actions}>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={compared}
              disabled={!compared && compareFull}
              onChange={(event) => onCompare(entry.id, event.currentTarget.checked)}
              aria-label={t('selection.compareOne', { name })}
            />
            <span aria-hidden="true">{t('selection.compare')}</span>
          </label>
          {onRemove ? (
            <button
              type="button"
              className={ecasting.remove}
              data-remove
              aria-label={t('remove', { name })}
              onClick={(event) => {
                // The focus goes on to the next talent's button (the one before for the last),
                // or to the page's content once the list is empty, not back to the page's top.
                const item = event.currentTarget.closest('li');
                const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector<HTMLElement>('[data-remove]');
                (neighbour ?? document.getElementById('content'))?.focus();
                onRemove(entry);
              }}
            >
              {t('removeShort')}
            </button>
          ) : null}
        </div>
      </div>
    </li>
  );
});

/** "Ana: Yes" above the visitor's own choice, on a link that carries someone's verdicts. */
function TheirVerdict({ theirs, id }: { theirs: TheirVerdicts; id: number }) {
  const t = useTranslations('ecasting.returned');
  const v = useTranslations('ecasting.selection.verdicts');
  const verdict = theirs.verdicts[id];
  const text = verdict ? v(verdict) : t('noVerdict');
  return (
    <p className={styles.theirs} data-verdict={verdict ?? 'none'}>
      {theirs.by ? t('rowBy', { name: theirs.by, verdict: text }) : t('row', { verdict: text })}
    </p>
  );
}

/** Yes / maybe / no: a radio group with visible labels (arrow keys move the choice), named
 * for its talent by an attribute, so that the name is not repeated in the page's text. Its
 * radios' name is the group's own: a talent in both a shared selection and the visitor's list
 * has two groups that show the same verdict, each with its own keys. */
function VerdictControl({ id, name }: { id: number; name: string }) {
  const t = useTranslations('ecasting.selection');
  const verdict = useVerdict(id);
  const group = useId();
  return (
    <div role="radiogroup" aria-label={t('verdictLegend', { name })} className={styles.verdict}>
      {VERDICTS.map((value) => (
        <label key={value} className={styles.verdictOption} data-verdict={value}>
          <input type="radio" name={group} value={value} checked={verdict === value} onChange={() => verdictStore().set(id, value)} />
          <span>{t(`verdicts.${value}`)}</span>
        </label>
      ))}
    </div>
  );
}

/** The talents shown (all, or the yes and maybe when filtered) as a PDF (light or full, in the
 * visitor's unit and language) and a ZIP. Plain links (no `download` attribute): a file comes as
 * an attachment and the page stays; a refusal (too many files asked for in a minute) is shown as
 * the page, in words. */
function SelectionDownloads({ ids }: { ids: readonly number[] }) {
  const t = useTranslations('ecasting.selection.downloads');
  const locale = useLocale();
  const unit = useUnit() === 'imperial' ? 'in' : 'cm';
  const list = useMemo(() => ids.join(','), [ids]);
  if (ids.length === 0) return null;
  // More than a file holds: said here rather than refused after a click.
  if (ids.length > MAX_SELECTION_TALENTS) {
    return <p className={styles.downloadsNote}>{t('tooMany', { max: MAX_SELECTION_TALENTS, count: ids.length })}</p>;
  }
  const pdf = (kind: 'light' | 'full') => `/api/selection/pdf?ids=${list}&unit=${unit}&lang=${locale}&kind=${kind}`;
  return (
    <div className={styles.downloads} role="group" aria-label={t('label')} onClick={notANavigation}>
      <a className={styles.download} href={pdf('light')}>
        {t('pdfLight')}
      </a>
      <a className={styles.download} href={pdf('full')}>
        {t('pdfFull')}
      </a>
      <a className={styles.download} href={`/api/selection/zip?ids=${list}&lang=${locale}`}>
        {t('zip')}
      </a>
    </div>
  );
}
