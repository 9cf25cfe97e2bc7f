import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';
import { NameSearch } from '@/components/layout/NameSearch';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.search' });
  return pageMetadata({ locale: lang, path: '/buscar', title: t('title') });
}

/** /{lang}/buscar and /{lang}/search (SPEC §2.13). The name box is the frame's; a search sent
 * without JavaScript (?q=) goes on to /{lang}/modelos/{text}: the proxy redirects it, so that
 * this page is cached like the others (it never reads its query). */
export default async function SearchPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations({ locale: lang, namespace: 'pages.search' });
  const tLayout = await getTranslations({ locale: lang, namespace: 'layout.search' });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('heading')}</h1>
      </header>
      <NameSearch
        variant="page"
        labels={{ label: tLayout('label'), placeholder: tLayout('placeholder'), submit: tLayout('submit') }}
      />
      <p className="page-lead search-prompt">{t('prompt')}</p>
    </div>
  );
}
