import { NextResponse, type NextRequest } from 'next/server';
import { resolvePath } from './i18n/paths';

/** Locale routing of SPEC §2.1–2.3; the rules live in i18n/paths.ts. */
export function proxy(request: NextRequest) {
  const resolution = resolvePath(request.nextUrl.pathname);
  if (resolution.kind === 'redirect') {
    const url = new URL(resolution.to, request.url);
    for (const [name, value] of request.nextUrl.searchParams) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, value);
    }
    return NextResponse.redirect(url, 308);
  }
  if (resolution.kind === 'unknown') return NextResponse.next();

  // Tell next-intl the locale (its header), so not-found and error pages speak it too.
  const headers = new Headers(request.headers);
  headers.set('X-NEXT-INTL-LOCALE', resolution.locale);
  if (resolution.rewriteTo) {
    const url = new URL(resolution.rewriteTo, request.url);
    url.search = request.nextUrl.search;
    return NextResponse.rewrite(url, { request: { headers } });
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  // Everything but Next's own files, API routes and files with an extension.
  matcher: ['/((?!api|_next|.*\\..*).*)'],
};
