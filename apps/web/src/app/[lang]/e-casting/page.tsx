import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { FavouritesEmpty } from '@/components/favourites/FavouritesEmpty';
import { pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'ecasting' });
  return pageMetadata({ locale: lang, path: '/e-casting', title: t('title'), noIndex: true });
}

/** Favourites and e-casting order (SPEC §2.14). The list lives in the browser (a later issue
 * fills it); until then the page shows its empty state. */
export default async function ECastingPage({ params }: Props) {
  await pageLocale(params);
  const t = await getTranslations('ecasting');
  return <FavouritesEmpty heading={t('heading')} lead={t('lead')} empty={t('empty')} add={t('add')} />;
}
