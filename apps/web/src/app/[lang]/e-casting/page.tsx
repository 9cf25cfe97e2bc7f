import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { FavouritesEmpty } from '@/components/favourites/FavouritesEmpty';
import { routing } from '@/i18n/routing';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'ecasting' });
  return pageMetadata({ locale: lang, path: '/e-casting', title: t('title'), noIndex: true });
}

/** Favourites and e-casting order (SPEC §2.14). The list lives in the browser (a later issue
 * fills it); until then the page shows its empty state. */
export default async function ECastingPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('ecasting');
  return <FavouritesEmpty heading={t('heading')} lead={t('lead')} empty={t('empty')} add={t('add')} />;
}
