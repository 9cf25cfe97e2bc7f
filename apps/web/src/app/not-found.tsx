import type { Metadata } from 'next';
import pt from '../../messages/pt/common.json';
import { StandaloneStyle } from './standalone-style';

export const metadata: Metadata = { title: pt.notFound.title, robots: { index: false } };

/** 404 for a path outside the locale tree (an address the site's own routes refuse): SPEC §2.3's
 * fallback locale, Portuguese; the locale frame needs a locale, so this page stands alone. */
export default function GlobalNotFound() {
  return (
    <html lang="pt">
      <head>
        <StandaloneStyle />
      </head>
      <body>
        <main className="standalone" id="content">
          <h1 className="code">404</h1>
          <p>{pt.notFound.title}</p>
          {/* A plain link (a full page load): next/link here put a second copy of its code in every
              page's first load, ≈ 3.3 KB gzipped (docs/decisions/0023-first-load-javascript.md). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">{pt.notFound.home}</a>
        </main>
      </body>
    </html>
  );
}
