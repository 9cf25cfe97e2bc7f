import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_SITE_URL } from '@vitrine/contracts/defaults';
import { localeOfPath, readingBTarget } from './i18n/table';
import { boardRoute, nameSearchRedirect } from './lib/talents/board-url';
import { refusal, withSecurityHeaders } from './lib/security/edge';

/**
 * Every request: bad input is refused with a 4xx, every answer carries the security headers
 * (lib/security/edge.ts), and page paths get the locale routing of SPEC §2.1–2.3 from the routing
 * table (i18n/table.ts): next-intl's locale header (so not-found and error pages speak it; an
 * unsupported lang is the English 404 of §2.3), reading B's 308s, the no-JS name search and the
 * boards' filter queries. The table's rewrites are applied by Next.js from next.config.ts, right
 * after this.
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

  // The name-search forms without JavaScript (/{lang}/modelos?q=…) and boards with a filter
  // query (lib/talents/board-url.ts); the search page itself keeps its ?q= for the browser.
  const searchTarget = nameSearchRedirect(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (searchTarget) return NextResponse.redirect(new URL(searchTarget, siteUrl()), 303);
  const board = boardRoute(request.nextUrl.pathname, request.nextUrl.search);
  if (board?.kind === 'redirect') return NextResponse.redirect(new URL(board.to, siteUrl()), 307);

  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', locale ?? 'en');
  if (board?.kind === 'rewrite') {
    // On the server's own origin (request.nextUrl), so Next renders it in place.
    const url = request.nextUrl.clone();
    url.pathname = board.to;
    url.search = '';
    return NextResponse.rewrite(url, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Every request — the security headers go on static files, images and API answers too —
  // except the three form endpoints: for a request the proxy sees, Next reads the whole body
  // into memory (to hand it to the proxy and again to the route) before the route runs, which
  // would defeat their streaming size limit (lib/forms/multipart.ts). Those routes add the
  // security headers themselves (lib/forms/server/respond.ts; docs/decisions/0030).
  matcher: '/((?!api/forms/(?:apply|contact|order)$).*)',
};
