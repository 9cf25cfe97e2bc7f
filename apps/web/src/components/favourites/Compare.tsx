'use client';

import Image from 'next/image';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { Verdicts } from '@/lib/favourites/selection';
import type { SelectionEntry } from './Selection';
import ecasting from './ECasting.module.css';
import styles from './Selection.module.css';

export const MAX_COMPARED = 4;

/** Rows in the gallery's order (SPEC §2.7); bust (women) and chest (otherwise) share a row. */
const ROWS: { keys: readonly string[] }[] = [
  { keys: ['height'] },
  { keys: ['bust', 'chest'] },
  { keys: ['waist'] },
  { keys: ['hips'] },
  { keys: ['shoes'] },
  { keys: ['hair'] },
  { keys: ['eyes'] },
];

/**
 * 2–4 talents side by side: a table whose columns are the talents and whose rows are the
 * measurements, the rows whose values differ marked. At 375 px it scrolls sideways a column at
 * a time (scroll-snap) with the labels kept in view; printed on its own (print CSS).
 */
export function Compare({ entries, verdicts }: { entries: readonly SelectionEntry[]; verdicts: Verdicts }) {
  const t = useTranslations('ecasting.selection');
  const headingId = useId();
  const rows = ROWS.flatMap(({ keys }) => {
    const cells = entries.map((entry) => entry.talent?.measurements.find((m) => keys.includes(m.key)));
    if (cells.every((cell) => cell === undefined)) return [];
    const labels = [...new Set(cells.flatMap((cell) => (cell ? [cell.label] : [])))];
    const values = cells.map((cell) => cell?.metric ?? '');
    return [{ key: keys[0]!, label: labels.join(' / '), cells, differs: new Set(values).size > 1 }];
  });

  const print = () => {
    const root = document.documentElement;
    root.dataset.printing = 'compare';
    window.addEventListener('afterprint', () => delete root.dataset.printing, { once: true });
    window.print();
  };

  return (
    <section className={styles.compare} aria-labelledby={headingId}>
      <div className={styles.compareHead}>
        <h3 id={headingId} className={styles.heading}>
          {t('compareHeading', { count: entries.length })}
        </h3>
        <button type="button" className={ecasting.secondary} onClick={print}>
          {t('print')}
        </button>
      </div>
      <p className={styles.compareLegend}>{t('differsLegend')}</p>
      {/* Scrolls sideways on a phone: focusable for the arrow keys, named, but not a second landmark. */}
      <div className={styles.compareScroll} role="group" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.compareTable}>
          <thead>
            <tr>
              <td />
              {entries.map((entry) => {
                const cover = entry.talent?.cover ?? entry.cover ?? null;
                const name = entry.talent?.name ?? entry.name;
                return (
                  <th key={entry.id} scope="col">
                    <div className={styles.compareCover}>{cover ? <Image src={cover} alt="" fill sizes="192px" className={ecasting.coverImage} /> : null}</div>
                    {entry.talent ? (
                      <Link href={{ pathname: '/modelo/[id]/[name]', params: { id: entry.talent.id, name: entry.talent.slug } }}>{name}</Link>
                    ) : (
                      name
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-differs={row.differs || undefined}>
                <th scope="row">
                  {row.label}
                  {row.differs ? (
                    <span className={styles.differs}>
                      <span aria-hidden="true"> ≠</span>
                      <span className="visually-hidden"> ({t('differs')})</span>
                    </span>
                  ) : null}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={entries[index]!.id}>{cell ? <UnitValue metric={cell.metric} imperial={cell.imperial} /> : '—'}</td>
                ))}
              </tr>
            ))}
            <tr>
              <th scope="row">{t('verdictRow')}</th>
              {entries.map((entry) => {
                const verdict = verdicts[entry.id];
                return <td key={entry.id}>{verdict ? t(`verdicts.${verdict}`) : '—'}</td>;
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** Both units in the markup; the page's unit (html[data-unit]) shows one (globals.css). */
export function UnitValue({ metric, imperial }: { metric: string; imperial: string }) {
  if (metric === imperial) return <>{metric}</>;
  return (
    <>
      <span data-unit-value="metric">{metric}</span>
      <span data-unit-value="imperial">{imperial}</span>
    </>
  );
}
