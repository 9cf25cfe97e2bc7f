import type { Metadata } from 'next';
import Link from 'next/link';
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
          <Link href="/">Back to the home page</Link>
        </main>
      </body>
    </html>
  );
}
