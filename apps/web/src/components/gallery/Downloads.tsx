'use client';

import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { useUnit } from '@/lib/talents/unit-browser';
import { notANavigation } from '@/components/layout/file-links';
import styles from './Gallery.module.css';

/** "Download comp card" (in the visitor's unit and language) and "Download photos" (the zip).
 * Plain links (no `download` attribute): a file comes as an attachment and the page stays; a
 * refusal (too many files asked for in a minute) is shown as the page, in words. */
export function Downloads({ id }: { id: number }) {
  const t = useTranslations('gallery.downloads');
  const locale = useLocale();
  const unit = useUnit();
  return (
    <div className={styles.downloads} onClick={notANavigation}>
      <a className={styles.download} href={`/api/talents/${id}/compcard?lang=${locale}&unit=${unit}`}>
        {t('compCard')}
      </a>
      <a className={styles.download} href={`/api/talents/${id}/photos?lang=${locale}`}>
        {t('photos')}
      </a>
    </div>
  );
}
