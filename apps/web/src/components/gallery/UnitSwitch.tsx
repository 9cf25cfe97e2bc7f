'use client';

import { useTranslations } from 'next-intl';
import { UNITS } from '@/lib/talents/format';
import { setUnit, useUnit } from '@/lib/talents/unit-browser';
import styles from './Gallery.module.css';

/** Metric / imperial for the measurements, remembered in browser storage across pages and
 * visits. The page has both units in its HTML; the switch only flips <html data-unit>. */
export function UnitSwitch() {
  const t = useTranslations('gallery.unit');
  const unit = useUnit();
  return (
    <div role="group" aria-label={t('label')} className={styles.unitSwitch}>
      {UNITS.map((value) => (
        <button key={value} type="button" aria-pressed={unit === value} onClick={() => setUnit(value)}>
          {t(value)}
        </button>
      ))}
    </div>
  );
}
