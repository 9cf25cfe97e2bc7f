import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { notFoundMetadata, pageLocale } from '@/lib/page';
import { getMessages, getTranslations } from 'next-intl/server';
import { routing } from '@/i18n/routing';
import { renderOnFirstRequest } from '@/lib/cache';
import { env } from '@/lib/env';
import { OG_LOCALE } from '@/lib/seo';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { InstallBanner } from '@/components/layout/InstallBanner';
import { TopLoader } from '@/components/layout/TopLoader';
import { PageSpinner } from '@/components/layout/PageSpinner';
import { NewPageStart } from '@/components/layout/NewPageStart';
import { Toasts } from '@/components/favourites/Toasts';
import { UNIT_SCRIPT } from '@/lib/talents/unit-script';
import { loadSocialLinks } from '@/components/layout/social';
import { fontVariables } from '../fonts';
import '../globals.css';

type Props = { children: ReactNode; params: Promise<{ lang: string }> };

// The caching model (lib/cache.ts, docs/decisions/0014-caching-model.md): every page below is
// rendered on its first request, then served from Next's cache and refreshed on the schedule
// of its back-end data. Nothing is rendered at build (no back end needed then). Under
// force-static, cookies(), headers() and searchParams are empty.
export const dynamic = 'force-static';
export const generateStaticParams = renderOnFirstRequest;

/** SPEC §2.3: every page title carries the agency's name ('Contato | Vitrine'); pages give their
 * canonical URL, alternates and Open Graph through pageMetadata (lib/seo.ts). */
export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  // An unsupported lang is the 404 of SPEC §2.3 in the fallback locale.
  const locale = hasLocale(routing.locales, lang) ? lang : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'layout' });
  const { AGENCY_NAME, SITE_URL } = env();
  // The 404 of an unsupported lang keeps its title: no page under it gives one.
  const notFoundTitle = locale === lang ? null : (await notFoundMetadata(locale)).title;
  return {
    metadataBase: new URL(SITE_URL),
    title: notFoundTitle ? { absolute: `${String(notFoundTitle)} | ${AGENCY_NAME}` } : { default: AGENCY_NAME, template: `%s | ${AGENCY_NAME}` },
    description: t('meta.description'),
    applicationName: AGENCY_NAME,
    appleWebApp: { title: AGENCY_NAME, statusBarStyle: 'default' },
    icons: {
      icon: [{ url: '/icon-192.png', sizes: '192x192', type: 'image/png' }],
      apple: [{ url: '/apple-touch-icon.png', sizes: '180x180', type: 'image/png' }],
    },
    openGraph: { type: 'website', siteName: AGENCY_NAME, locale: OG_LOCALE[locale], title: AGENCY_NAME },
  };
}

export const viewport: Viewport = {
  themeColor: '#ffffff',
  colorScheme: 'light',
};

export default async function LocaleLayout({ children, params }: Props) {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'layout' });
  const tFavourites = await getTranslations({ locale: lang, namespace: 'favourites' });
  const agencyName = env().AGENCY_NAME;
  // next-intl's provider carries the locale to the site's links and router (i18n/navigation.ts)
  // and the few messages the frame's client code reads (the favourites count, the error page);
  // pages whose client code reads messages give it its own provider with just its namespaces
  // (docs/decisions/0033-next-link-and-next-intl-navigation.md).
  const { favourites, errors } = await getMessages({ locale: lang });
  const socialLinks = await loadSocialLinks(lang);

  return (
    <html lang={lang} className={fontVariables}>
      <head>
        {/* The visitor's measurement unit, set before the first paint (docs/decisions/0018). */}
        <script dangerouslySetInnerHTML={{ __html: UNIT_SCRIPT }} />
      </head>
      <body>
        <NextIntlClientProvider locale={lang} messages={{ favourites: { count: favourites.count }, errors }} formats={null}>
          <a href="#content" className="skip-link">
            {t('skipLink')}
          </a>
          <PageSpinner />
          <TopLoader />
          <NewPageStart />
          <Header locale={lang} agencyName={agencyName} />
          <main id="content" className="site-main" tabIndex={-1}>
            {children}
          </main>
          <Footer locale={lang} agencyName={agencyName} socialLinks={socialLinks} />
          <InstallBanner
            labels={{
              title: t('install.title', { agency: agencyName }),
              text: t('install.text'),
              install: t('install.install'),
              dismiss: t('install.dismiss'),
            }}
          />
          <Toasts label={tFavourites('notifications')} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
