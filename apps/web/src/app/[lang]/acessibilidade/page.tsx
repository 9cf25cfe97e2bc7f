import { AccessibilityStatement } from '@/components/accessibility/AccessibilityStatement';
import { getWebsiteText } from '@/lib/backends/panel';
import { pageLocale, type LangParams } from '@/lib/page';
import { pageMetadata } from '@/lib/seo';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata({ params }: { params: LangParams }) {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'accessibility' });
  return pageMetadata({ locale: lang, path: '/acessibilidade', title: t('title'), description: t('lead') });
}

/** /{lang}/acessibilidade: the accessibility statement. The phone line is left out
 * while the panel cannot say it: the statement itself never fails. */
export default async function AccessibilityPage({ params }: { params: LangParams }) {
  const lang = await pageLocale(params);
  const phone = await getWebsiteText('contact_phone', lang).catch(() => '');
  return <AccessibilityStatement locale={lang} phone={phone} />;
}
