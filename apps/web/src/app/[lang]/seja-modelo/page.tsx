import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { ApplyPage } from '@/components/forms/ApplyPage';
import { routing } from '@/i18n/routing';
import { getWebsiteTexts } from '@/lib/backends/panel';
import { env } from '@/lib/env';
import { pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const t = await getTranslations({ locale: lang, namespace: 'pages.apply' });
  return pageMetadata({ locale: lang, path: '/seja-modelo', title: t('title'), description: t('lead') });
}

/** /{lang}/seja-modelo (SPEC §2.8): intro, safety notice and the application. The website
 * texts only override the defaults: the page works (and the form sends) without them. */
export default async function Apply({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const texts = await getWebsiteTexts().catch(() => ({}) as Record<string, { pt: string; en: string }>);
  return (
    <ApplyPage
      locale={lang}
      texts={{ intro: texts.apply_intro?.[lang] ?? '', safety: texts.apply_safety?.[lang] ?? '' }}
      retentionDays={env().RETENTION_DAYS}
      replyDays={env().APPLICATION_REPLY_DAYS}
    />
  );
}
