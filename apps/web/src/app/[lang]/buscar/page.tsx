import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import { NameSearch } from '@/components/layout/NameSearch';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'pages.search' });
  return pageMetadata({ locale: lang, path: '/buscar', title: t('title') });
}

/** /{lang}/buscar and /{lang}/search (SPEC §2.13). The name box is the frame's; a search sent
 * without JavaScript (?q=) goes on to /{lang}/modelos/{text}: the proxy redirects it, so that
 * this page is cached like the others (it never reads its query). */
export default async function SearchPage({ params }: Props) {
  const lang = await pageLocale(params);
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
