import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations } from 'next-intl/server';
import { pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';
import { SearchBoard } from '@/components/talents/SearchBoard';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'pages.search' });
  return pageMetadata({ locale: lang, path: '/buscar', title: t('title') });
}

/** /{lang}/buscar and /{lang}/search (SPEC §2.13): the name box with results as the visitor
 * types. The page is the same for everyone (no searchParams): the browser reads `?q=`. */
export default async function SearchPage({ params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'pages.search' });
  const tLayout = await getTranslations({ locale: lang, namespace: 'layout.search' });
  const tTalents = await getTranslations({ locale: lang, namespace: 'talents' });
  const messages = await getMessages({ locale: lang });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('heading')}</h1>
      </header>
      <NextIntlClientProvider messages={{ talents: messages.talents, favourites: messages.favourites }}>
        <SearchBoard
          locale={lang}
          labels={{
            label: tLayout('label'),
            landmark: t('heading'),
            placeholder: tLayout('placeholder'),
            submit: tLayout('submit'),
            prompt: t('prompt'),
            loading: t('loading'),
            none: t('none'),
            failed: t('failed'),
            more: tTalents('more'),
          }}
        />
      </NextIntlClientProvider>
    </div>
  );
}
