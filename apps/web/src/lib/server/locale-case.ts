import { LOCALES } from '../../i18n/table';

const LOCALE_PREFIX = /^\/([A-Za-z]{2})(?=[/?#]|$)/;

/**
 * The address of a page whose locale is written in other letters (/PT, /En/contato?q=1): the
 * same address with the locale as the site writes it (/pt, /en/contato?q=1), or null. Language
 * tags do not differ by case (BCP 47), so /PT is the Portuguese site, not the unknown language
 * of SPEC §2.3; the site's server answers it with a permanent redirect, before Next.js, whose
 * routes would match the locale's folder by case and its rewrites without. Pure.
 */
export function localeCaseTarget(url: string): string | null {
  const written = LOCALE_PREFIX.exec(url)?.[1];
  if (!written) return null;
  const locale = written.toLowerCase();
  if (locale === written || !(LOCALES as readonly string[]).includes(locale)) return null;
  return `/${locale}${url.slice(3)}`;
}
