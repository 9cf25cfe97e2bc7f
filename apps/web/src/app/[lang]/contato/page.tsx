import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ContactPage } from '@/components/contact/ContactPage';
import { routing } from '@/i18n/routing';
import { getCustomizations, getStaff, getWebsiteTexts } from '@/lib/backends/panel';
import { orUnavailable } from '@/lib/errors/unavailable';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.contact' });
  return pageMetadata({ locale: lang, path: '/contato', title: t('title'), description: t('lead') });
}

/** /{lang}/contato (SPEC §2.9). Staff (or texts) that cannot be loaded: the error page of
 * docs/decisions/0003 (orUnavailable). */
export default async function Contact({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [texts, staff, customizations] = await Promise.all([
    orUnavailable(getWebsiteTexts()),
    orUnavailable(getStaff()),
    getCustomizations().catch(() => ({}) as Record<string, string>),
  ]);
  const text = (key: string) => texts[key]?.[lang] ?? '';
  return (
    <ContactPage
      locale={lang}
      staff={staff}
      texts={{
        description: text('contact_description'),
        address: text('contact_address'),
        reference: text('contact_reference'),
        zip: text('contact_zip'),
        phone: text('contact_phone'),
        whatsapp: text('contact_whatsapp'),
        saoPaulo: text('office_sao_paulo') || [text('contact_address'), text('contact_zip')].filter(Boolean).join(', '),
        portoAlegre: text('office_porto_alegre') || [text('about_address'), text('about_zip')].filter(Boolean).join(', '),
        mapQuery: customizations.map_query ?? '',
      }}
    />
  );
}
