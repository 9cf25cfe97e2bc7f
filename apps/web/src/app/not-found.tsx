import Link from 'next/link';
import './globals.css';

/** 404 for a path with no supported locale (SPEC §2.3): the message in English, as quoted. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="error-page">
          <h1>404</h1>
          <p>This page could not be found.</p>
          <Link href="/">Back to the home page</Link>
        </main>
      </body>
    </html>
  );
}
