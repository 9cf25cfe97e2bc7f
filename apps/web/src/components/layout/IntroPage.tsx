import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import type { IntroKey } from '@/lib/page';

/** A page that is, so far, its heading and lead (messages `pages.{intro}`). */
export async function IntroPage({ locale, intro }: { locale: AppLocale; intro: IntroKey }) {
  const t = await getTranslations({ locale, namespace: `pages.${intro}` });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
    </div>
  );
}
