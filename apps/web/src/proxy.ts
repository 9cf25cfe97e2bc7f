import { NextResponse, type NextRequest } from 'next/server';
import { resolvePath } from './i18n/paths';
import { boardRoute, nameSearchRedirect } from './lib/talents/board-url';
import { refusal, withSecurityHeaders } from './lib/security/edge';

/**
 * The origin the visitor asked for. `request.url` carries the server's own origin
 * (http://localhost:{port} under `next start -H …`), which would send a redirect to another
 * host; the Host header is the one the browser used (the scheme may come from a TLS proxy).
 */
function visitorOrigin(request: NextRequest): string {
  const host = request.headers.get('host');
  if (!host) return request.nextUrl.origin;
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : request.nextUrl.protocol.replace(':', '');
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return request.nextUrl.origin;
  }
}

/**
 * Every request: bad input is refused with a 4xx, every answer carries the security headers
 * (lib/security/edge.ts), and page paths get the locale routing below.
 */
export function proxy(request: NextRequest) {
  const refused = refusal(request);
  if (refused) return refused;
  return withSecurityHeaders(LOCALE_ROUTED.test(request.nextUrl.pathname) ? routeLocale(request) : NextResponse.next());
}

/** Paths the locale routing applies to: everything but Next's own files, API routes, the media
 * route and files with an extension. */
const LOCALE_ROUTED = /^\/(?!api|_next|media\/|.*\..*)/;

/** Locale routing of SPEC §2.1–2.3; the rules live in i18n/paths.ts. */
function routeLocale(request: NextRequest) {
  const resolution = resolvePath(request.nextUrl.pathname);
  if (resolution.kind === 'redirect') {
    const url = new URL(resolution.to, visitorOrigin(request));
    for (const [name, value] of request.nextUrl.searchParams) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    return NextResponse.redirect(url, 308);
  }
  if (resolution.kind === 'unknown') {
    // An unsupported lang is a 404 whose message SPEC §2.3 quotes in English: say so to
    // next-intl too, so the page's metadata speaks English.
    const headers = new Headers(request.headers);
    headers.set('X-NEXT-INTL-LOCALE', 'en');
    return NextResponse.next({ request: { headers } });
  }

  // The name-search forms without JavaScript (/{lang}/modelos?q=…) and boards with a filter
  // query (lib/talents/board-url.ts); the search page itself keeps its ?q= for the browser.
  const searchTarget = nameSearchRedirect(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (searchTarget) return NextResponse.redirect(new URL(searchTarget, visitorOrigin(request)), 303);
  const board = boardRoute(request.nextUrl.pathname, request.nextUrl.search);
  if (board?.kind === 'redirect') return NextResponse.redirect(new URL(board.to, visitorOrigin(request)), 307);

  // Tell next-intl the locale (its header), so not-found and error pages speak it too. A path
  // that renders another page (resolution.rewriteTo) is rewritten by next.config.ts
  // (LOCALE_REWRITES) right after this.
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', resolution.locale);
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
