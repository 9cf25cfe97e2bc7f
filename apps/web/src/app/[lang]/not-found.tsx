import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common.notFound');
  return { title: t('title') };
}

/** 404 inside a locale (SPEC §2.3, §8): unknown page, category or talent; in the frame. */
export default async function NotFound() {
  const t = await getTranslations('common.notFound');
  return (
    <div className="error-page">
      <h1>404</h1>
      <p>{t('title')}</p>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}
