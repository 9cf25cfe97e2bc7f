import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.apply' });
  return pageMetadata({ locale: lang, path: '/seja-modelo', title: t('title'), description: t('lead') });
}

/** /{lang}/seja-modelo (SPEC §2.8): the application form comes with its own issue. */
export default async function ApplyPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'pages.apply' });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
    </div>
  );
}
