import { defineRouting } from 'next-intl/routing';
import { LOCALES } from '@vitrine/contracts/constants';

/** Locales pt (default and fallback) and en. Every localized path carries its locale prefix;
 * the few paths without one (`/`, `/blog/{slug}`) are served in the fallback locale by the
 * proxy (src/proxy.ts). */
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: 'pt',
  localePrefix: 'always',
  localeDetection: false,
  // The proxy decides the locale from the path alone; no cookie is read, so none is written.
  localeCookie: false,
});

export type AppLocale = (typeof routing.locales)[number];
