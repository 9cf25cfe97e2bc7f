import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES, PATHNAMES } from './table';

/** next-intl's view of the routing table (i18n/table.ts): locales pt (default and fallback) and
 * en, every page's localized path. Every localized path carries its locale prefix; the pages
 * without one (`/`, `/blog/{slug}` in pt) are mapped by i18n/navigation.ts and next.config.ts. */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'always',
  localeDetection: false,
  // The proxy decides the locale from the path alone; no cookie is read, so none is written.
  localeCookie: false,
  pathnames: PATHNAMES,
});

export type AppLocale = (typeof routing.locales)[number];

export const isAppLocale = (value: unknown): value is AppLocale =>
  typeof value === 'string' && (routing.locales as readonly string[]).includes(value);
