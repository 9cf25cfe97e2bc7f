import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';

/** The 404 view of SPEC §2.3 and §8 in one locale: a page that knows its locale renders this
 * one; the not-found file, which Next renders without params, renders both and lets the address
 * pick (ByPageLocale). */
export async function NotFoundView({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return (
    <div className="error-page">
      <h1>404</h1>
      <p>{t('title')}</p>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}
