import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutAgency } from '@/components/about/AboutAgency';
import { getWebsiteTexts } from '@/lib/backends/panel';
import { plainText } from '@/lib/blog/sanitize';
import { orUnavailable } from '@/lib/errors/unavailable';
import { descriptionOf, pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'about' });
  const texts = await getWebsiteTexts().catch(() => ({}) as Awaited<ReturnType<typeof getWebsiteTexts>>);
  const description = descriptionOf(plainText(texts.about_description?.[lang] ?? ''));
  return pageMetadata({ locale: lang, path: '/sobre-nos', title: t('title'), description });
}

/** About the agency (SPEC §2.10): heading AGENCIA and the about_* website texts. */
export default async function AboutPage({ params }: Props) {
  const lang = await pageLocale(params);
  const texts = await orUnavailable(getWebsiteTexts());
  const text = (key: string) => texts[key]?.[lang] ?? '';
  return (
    <AboutAgency
      locale={lang}
      descriptionHtml={text('about_description')}
      details={{
        address: text('about_address'),
        reference: text('about_reference'),
        zip: text('about_zip'),
        phone: text('about_phone'),
        whatsapp: text('about_whatsapp'),
      }}
    />
  );
}
