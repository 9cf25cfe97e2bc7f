import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <main className="error-page">
      <h1>404</h1>
      <p>{t('title')}</p>
      <Link href="/">{t('home')}</Link>
    </main>
  );
}
