import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { AccessibilityStatement } from '@/components/accessibility/AccessibilityStatement';
import { routing } from '@/i18n/routing';
import { getWebsiteText } from '@/lib/backends/panel';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'accessibility' });
  return pageMetadata({ locale: lang, path: '/acessibilidade', title: t('title'), description: t('lead') });
}

/** /{lang}/acessibilidade: the accessibility statement (issue 6). The phone line is left out
 * while the panel cannot say it: the statement itself never fails. */
export default async function AccessibilityPage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const phone = await getWebsiteText('contact_phone', lang).catch(() => '');
  return <AccessibilityStatement locale={lang} phone={phone} />;
}
