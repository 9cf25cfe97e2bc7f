import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_SITE_URL } from '@vitrine/contracts/defaults';
import { localeOfPath, pagePath, readingBTarget, tidyName } from './i18n/table';
import { refusal, withSecurityHeaders } from './lib/security/edge';

/**
 * Locale of SPEC §2.1–2.3, from the routing table (i18n/table.ts): tells next-intl the locale of
 * the path (its header), so not-found and error pages speak it too; an unsupported lang is the
 * 404 whose message SPEC §2.3 quotes in English; reading B's 308s. The table's rewrites are
 * applied by Next.js from next.config.ts, right after this.
 */
export function proxy(request: NextRequest) {
  const refused = refusal(request);
  if (refused) return refused;
  return withSecurityHeaders(LOCALE_ROUTED.test(request.nextUrl.pathname) ? routeLocale(request) : NextResponse.next());
}

/** Paths the locale routing applies to: everything but Next's own files, API routes, the media
 * route and files with an extension. */
const LOCALE_ROUTED = /^\/(?!api|_next|media\/|.*\..*)/;

/** Redirects go to the configured site (Next's proxy refuses a relative Location), never to the
 * Host header's. */
const siteUrl = () => process.env.SITE_URL || DEFAULT_SITE_URL;

function routeLocale(request: NextRequest) {
  const locale = localeOfPath(request.nextUrl.pathname);

  // Reading B (SPEC §2.2): a permanent redirect to its reading-A page.
  const target = readingBTarget(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (target) return NextResponse.redirect(new URL(target, siteUrl()), 308);

  // A name search sent without JavaScript (/{lang}/buscar?q=…, SPEC §2.13) goes on to its
  // results here, not in the page: the search page is cached and never reads its query.
  const q = request.nextUrl.searchParams.get('q');
  if (locale && q !== null && /^\/(?:pt|en)\/(?:buscar|search)\/?$/.test(request.nextUrl.pathname)) {
    const name = tidyName(q);
    if (name) {
      const location = pagePath('/modelos/[name]', locale, { name: encodeURIComponent(name) });
      return NextResponse.redirect(new URL(location, siteUrl()), 307);
    }
  }

  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale ?? 'en');
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Every request: the security headers go on static files, images and API answers too.
  matcher: '/:path*',
};
