import { ContactPage } from '@/components/contact/ContactPage';
import { getCustomizations, getStaff, getWebsiteTexts } from '@/lib/backends/panel';
import { orUnavailable } from '@/lib/errors/unavailable';
import { introMetadata, pageLocale, type LangParams } from '@/lib/page';

export const generateMetadata = introMetadata('contact', '/contato');

/** /{lang}/contato (SPEC §2.9). Staff (or texts) that cannot be loaded: the error page of
 * docs/decisions/0003 (orUnavailable). */
export default async function Contact({ params }: { params: LangParams }) {
  const lang = await pageLocale(params);
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
