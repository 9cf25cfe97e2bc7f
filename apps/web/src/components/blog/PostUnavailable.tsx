import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import styles from '@/components/errors/ErrorView.module.css';

/** SPEC §8: "Blog item fetch fails → 404 'Unable to fetch Website Information'". */
export async function PostUnavailable() {
  const t = await getTranslations('blog');
  return (
    <div className={styles.page}>
      <p className={styles.status}>404</p>
      <h1 className={styles.message}>{t('unavailable')}</h1>
      <div className={styles.actions}>
        <Link href="/" className={styles.primary}>
          {t('home')}
        </Link>
      </div>
    </div>
  );
}
