import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getPhotoFeed } from '@/lib/backends/integration';
import { pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'photoFeed' });
  return pageMetadata({ locale: lang, path: '/instagram', title: t('title'), noIndex: true });
}

/** The photo-feed page (SPEC §2.11): it loads the feed and shows nothing. The result being
 * unused, a failing feed changes nothing either. */
export default async function PhotoFeedPage({ params }: Props) {
  await pageLocale(params);
  await getPhotoFeed().catch((error: unknown) => console.warn(`[photo feed] ${String(error)}`));
  const t = await getTranslations('photoFeed');
  return <h1 className="visually-hidden">{t('heading')}</h1>;
}
