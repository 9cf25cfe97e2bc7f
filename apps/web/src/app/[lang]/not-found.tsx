import type { Metadata } from 'next';
import { NotFoundView } from '@/components/errors/NotFoundView';
import { ByPageLocale } from '@/i18n/by-page-locale';
import { isAppLocale, routing } from '@/i18n/routing';
import { notFoundMetadata } from '@/lib/page';

/** 404 inside a locale (SPEC §2.3, §8): unknown page, category or talent; in the frame. Next
 * gives a not-found file no params, so it is written in both locales and the page's address
 * picks one; its title comes from the page that answered 404 (lib/page.ts notFoundMetadata). */
export default function NotFound() {
  return <ByPageLocale pt={<NotFoundView locale="pt" />} en={<NotFoundView locale="en" />} />;
}

/** The 404's title when Next renders this file in place of the page that said notFound() — a
 * cached 404 refreshed in the background runs this, not the page's own generateMetadata, and
 * its title was the bare agency name. */
export async function generateMetadata({ params }: { params?: Promise<{ lang?: string }> }): Promise<Metadata> {
  const lang = (await params)?.lang;
  return notFoundMetadata(isAppLocale(lang) ? lang : routing.defaultLocale);
}
