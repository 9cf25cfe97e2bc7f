import { NextResponse, type NextRequest } from 'next/server';
import { localeOfPath } from './i18n/table';

/**
 * Locale of SPEC §2.1–2.3, from the routing table (i18n/table.ts): tells next-intl the locale of
 * the path (its header), so not-found and error pages speak it too; an unsupported lang is the
 * 404 whose message SPEC §2.3 quotes in English. The table's reading-B redirects and rewrites
 * are applied by Next.js from next.config.ts (before and after this, respectively).
 */
export function proxy(request: NextRequest) {
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', localeOfPath(request.nextUrl.pathname) ?? 'en');
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but Next's own files, API routes and files with an extension.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
