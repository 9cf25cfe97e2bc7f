import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_SITE_URL } from '@vitrine/contracts/defaults';
import { localeOfPath, pagePath, tidyName } from './i18n/table';

/**
 * Locale of SPEC §2.1–2.3, from the routing table (i18n/table.ts): tells next-intl the locale of
 * the path (its header), so not-found and error pages speak it too; an unsupported lang is the
 * 404 whose message SPEC §2.3 quotes in English. The table's reading-B redirects and rewrites
 * are applied by Next.js from next.config.ts (before and after this, respectively).
 */
export function proxy(request: NextRequest) {
  const locale = localeOfPath(request.nextUrl.pathname);

  // A name search sent without JavaScript (/{lang}/buscar?q=…, SPEC §2.13) goes on to its
  // results here, not in the page: the search page is cached and never reads its query. The
  // Location is on the configured SITE_URL, never on the Host header's site (Next's proxy
  // refuses a relative one).
  const q = request.nextUrl.searchParams.get('q');
  if (locale && q !== null && /^\/(?:pt|en)\/(?:buscar|search)\/?$/.test(request.nextUrl.pathname)) {
    const name = tidyName(q);
    if (name) {
      const location = pagePath('/modelos/[name]', locale, { name: encodeURIComponent(name) });
      return NextResponse.redirect(new URL(location, process.env.SITE_URL || DEFAULT_SITE_URL), 307);
    }
  }

  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale ?? 'en');
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but Next's own files, API routes and files with an extension.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
