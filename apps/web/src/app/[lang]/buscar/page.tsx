import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { nameSearchHref, redirect } from '@/i18n/navigation';
import { pageMetadata } from '@/lib/seo';
import { NameSearch } from '@/components/layout/NameSearch';
import { pageLocale } from '@/lib/page';

type Props = {
  params: Promise<{ lang: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'pages.search' });
  return pageMetadata({ locale: lang, path: '/buscar', title: t('title') });
}

/** /{lang}/buscar and /{lang}/search (SPEC §2.13). The name box is the frame's; a search sent
 * without JavaScript (?q=) goes on to /{lang}/modelos/{text}. */
export default async function SearchPage({ params, searchParams }: Props) {
  const lang = await pageLocale(params);
  const q = (await searchParams).q;
  const target = nameSearchHref(Array.isArray(q) ? (q[0] ?? '') : (q ?? ''));
  if (target) redirect({ href: target, locale: lang });

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
