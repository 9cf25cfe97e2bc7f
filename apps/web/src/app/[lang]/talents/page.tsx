import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getTalentSummaries } from '@/lib/backends/integration';
import { pageMetadata } from '@/lib/seo';
import { keepForListing } from '@/lib/talents/categories';
import { TalentNameList } from '@/components/talents/TalentNameList';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'talents' });
  return pageMetadata({ locale: lang, path: '/talents', title: t('title') });
}

/** /{lang}/talents (SPEC §2.1): every talent shown on the site. */
export default async function TalentsPage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'talents' });
  const talents = keepForListing(await getTalentSummaries([], lang), null);
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('title')}</h1>
      </header>
      <TalentNameList talents={talents} locale={lang} />
    </div>
  );
}
