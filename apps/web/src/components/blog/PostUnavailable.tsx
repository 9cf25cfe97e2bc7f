import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ByPageLocale } from '@/i18n/by-page-locale';
import type { AppLocale } from '@/i18n/routing';
import styles from '@/components/errors/ErrorView.module.css';

async function PostUnavailableIn({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
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

/** SPEC §8: "Blog item fetch fails → 404 'Unable to fetch Website Information'". A not-found
 * file (no params): written in both locales, the page's address picks one. */
export function PostUnavailable() {
  return <ByPageLocale pt={<PostUnavailableIn locale="pt" />} en={<PostUnavailableIn locale="en" />} />;
}
