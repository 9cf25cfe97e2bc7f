import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messages } from './messages';
import { routing } from './routing';

/**
 * The locale is always given: by the [lang] layout and pages (lib/page.ts pageLocale →
 * setRequestLocale) or explicitly (`getTranslations({ locale })`, as the not-found files do).
 * next-intl's fallback, the proxy's header, would make a cached page dynamic
 * (docs/decisions/0014-caching-model.md).
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messages[locale], timeZone: 'America/Sao_Paulo' };
});
