import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { ByPageLocale } from '@/i18n/by-page-locale';
import type { AppLocale } from '@/i18n/routing';

/** The view in one locale: the post page, which knows its locale, renders this one. */
export async function PostUnavailableIn({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'blog' });
  return (
    <div className="error-page">
      <p className="error-status">404</p>
      <h1 className="error-message">{t('unavailable')}</h1>
      <Link href="/">{t('home')}</Link>
    </div>
  );
}

/** SPEC §8: "Blog item fetch fails → 404 'Unable to fetch Website Information'". A not-found
 * file (no params): written in both locales, the page's address picks one. Styled by the
 * frame's global error-page rules, not a CSS module: the post page and its not-found boundary
 * both render it, and a module's CSS would be carried twice in every post's payload. */
export function PostUnavailable() {
  return <ByPageLocale pt={<PostUnavailableIn locale="pt" />} en={<PostUnavailableIn locale="en" />} />;
}
