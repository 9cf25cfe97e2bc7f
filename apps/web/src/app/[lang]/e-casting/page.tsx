import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ECasting } from '@/components/favourites/ECasting';
import { ClientMessages } from '@/i18n/client-messages';
import { pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'ecasting' });
  return pageMetadata({ locale: lang, path: '/e-casting', title: t('title'), noIndex: true });
}

/** Favourites and e-casting order (SPEC §2.14). The list lives in the browser; the page is the
 * same for everyone and fills itself from browser storage. */
export default async function ECastingPage({ params }: Props) {
  await pageLocale(params);
  const { ecasting, favourites, forms, gallery } = await getMessages();
  // The order form's share of the forms' messages: field errors, the general and failure lines.
  const { errors, general, sendFailed, honeypot } = forms;
  return (
    <ClientMessages messages={{ ecasting, favourites, forms: { errors, general, sendFailed, honeypot }, gallery: { unit: gallery.unit } }}>
      <ECasting />
    </ClientMessages>
  );
}
