import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ByPageLocale } from '@/i18n/by-page-locale';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { notFoundMetadata } from '@/lib/page';

async function NotFoundIn({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return (
    <div className="error-page">
      <h1>404</h1>
      <p>{t('title')}</p>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}

/** 404 inside a locale (SPEC §2.3, §8): unknown page, category or talent; in the frame. Next
 * gives a not-found file no params, so it is written in both locales and the page's address
 * picks one; its title comes from the page that answered 404 (lib/page.ts notFoundMetadata). */
export default function NotFound() {
  return <ByPageLocale pt={<NotFoundIn locale="pt" />} en={<NotFoundIn locale="en" />} />;
}

/** The 404's title when Next renders this file in place of the page that said notFound() — a
 * cached 404 refreshed in the background runs this, not the page's own generateMetadata, and
 * its title was the bare agency name. */
export async function generateMetadata({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> {
  const lang = (await params)?.lang;
  return notFoundMetadata(isAppLocale(lang) ? lang : routing.defaultLocale);
}
