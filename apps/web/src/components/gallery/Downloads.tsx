'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { useUnit } from '@/lib/talents/unit-browser';
import styles from './Gallery.module.css';

/** "Download comp card" (in the visitor's unit and language) and "Download photos" (the zip). */
export function Downloads({ id }: { id: number }) {
  const t = useTranslations('gallery.downloads');
  const locale = useLocale();
  const unit = useUnit();
  return (
    <div className={styles.downloads}>
      <a className={styles.download} href={`/api/talents/${id}/compcard?lang=${locale}&unit=${unit}`} download>
        {t('compCard')}
      </a>
      <a className={styles.download} href={`/api/talents/${id}/photos?lang=${locale}`} download>
        {t('photos')}
      </a>
    </div>
  );
}
