'use client';

import { usePathname } from 'next/navigation';
import { localeOfPath, pagePath } from '@/i18n/table';
import ptErrors from '../../messages/pt/errors.json';
import enErrors from '../../messages/en/errors.json';
import { StandaloneStyle } from './standalone-style';

/**
 * SPEC §8 "Error page itself fails → 'An error occurred while showing the error page'": shown
 * when the locale layout or the error page fails. It replaces the whole document, outside the
 * translations provider: the locale comes from the path, as the proxy reads it (the routing
 * table: pt for `/`, for posts without a prefix and for an unsupported lang).
 */
export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname() ?? '';
  const locale = localeOfPath(pathname) ?? 'pt';
  const t = locale === 'en' ? enErrors : ptErrors;
  return (
    <html lang={locale}>
      <head>
        <title>{t.title}</title>
        <StandaloneStyle />
      </head>
      <body>
        <main className="standalone">
          <h1>{t.globalFailed}</h1>
          <div className="actions">
            <button type="button" className="primary" onClick={() => retry()}>
              {t.retry}
            </button>
            {/* A full page load: the app's own navigation is what failed. */}
            <a href={pagePath('/', locale)}>
              {t.home}
            </a>
          </div>
        </main>
      </body>
    </html>
  );
}
