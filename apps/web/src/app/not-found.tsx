import type { Metadata } from 'next';
import { StandaloneStyle } from './standalone-style';

export const metadata: Metadata = { title: 'This page could not be found.', robots: { index: false } };

/** 404 for a path with no supported locale (SPEC §2.3): the message in English, as quoted; the
 * locale frame needs a locale, so this page stands alone. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <head>
        <StandaloneStyle />
      </head>
      <body>
        <main className="standalone" id="content">
          <h1 className="code">404</h1>
          <p>This page could not be found.</p>
          {/* A plain link (a full page load): next/link here put a second copy of its code in every
              page's first load, ≈ 3.3 KB gzipped (docs/decisions/0023-first-load-javascript.md). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a href="/">Back to the home page</a>
        </main>
      </body>
    </html>
  );
}
