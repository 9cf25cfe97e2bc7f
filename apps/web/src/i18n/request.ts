import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';
import { messages } from './messages';
import { renderLocale } from './render-locale';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  // The locale of the path being rendered first: next-intl's own (the proxy's header) would
  // make a cached page dynamic (i18n/render-locale.ts).
  const requested = renderLocale() ?? (await requestLocale);
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return { locale, messages: messages[locale], timeZone: 'America/Sao_Paulo' };
});
