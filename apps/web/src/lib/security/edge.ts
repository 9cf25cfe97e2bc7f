import { NextResponse, type NextRequest } from 'next/server';
import enEdge from '../../../messages/en/edge.json';
import ptEdge from '../../../messages/pt/edge.json';
import { env } from '../env';
import { securityHeaders } from './headers';

/**
 * The proxy's security half (src/proxy.ts; docs/decisions/0014-security-headers.md,
 * 0016-bad-requests.md): requests Next would answer with a 500 are refused here with a clear
 * 4xx, and every answer — page, file, image, API, redirect, 404 — gets the security headers.
 */

/** Methods a page answers (POST: server actions and form posts). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** Methods of Next's static files, its image optimiser and the media route. */
const FILE_METHODS = ['GET', 'HEAD'];
const FILE_PATHS = /^\/(?:_next\/(?:static|image)|media)(?:\/|$)/;
/** API routes answer their own methods (Next sends 405 for the others). */
const API_PATHS = /^\/api(?:\/|$)/;

type EdgeMessages = typeof enEdge;
const MESSAGES: Record<'pt' | 'en', EdgeMessages> = { pt: ptEdge, en: enEdge };

/** The visitor's language for an answer the proxy writes itself: the path's, else Portuguese. */
const languageOf = (pathname: string): 'pt' | 'en' => (/^\/en(?:\/|$)/.test(pathname) ? 'en' : 'pt');

let headerCache: Record<string, string> | undefined;
/** The security headers of this configuration (built once). */
export function configuredSecurityHeaders(): Record<string, string> {
  headerCache ??= securityHeaders({
    siteUrl: env().SITE_URL,
    mediaOrigins: env().PUBLIC_MEDIA_URL ? [new URL(env().PUBLIC_MEDIA_URL as string).origin] : [],
    dev: process.env.NODE_ENV === 'development',
  });
  return headerCache;
}

/** Adds the security headers to an answer of the proxy (redirects, rewrites, pass-throughs). */
export function withSecurityHeaders<R extends Response>(response: R): R {
  for (const [name, value] of Object.entries(configuredSecurityHeaders())) response.headers.set(name, value);
  return response;
}

function refuse(status: number, message: string, extra: Record<string, string> = {}): NextResponse {
  return withSecurityHeaders(
    new NextResponse(`${message}\n`, {
      status,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
    }),
  );
}

/** True when every segment of the raw path is valid %-encoding. */
export function hasValidEncoding(rawPathname: string): boolean {
  try {
    decodeURIComponent(rawPathname);
    return true;
  } catch {
    return false;
  }
}

/** The 4xx answer for a request the site cannot serve, or null to let it through. */
export function refusal(request: Pick<NextRequest, 'method' | 'nextUrl' | 'url'>): NextResponse | null {
  const rawPath = new URL(request.url).pathname;
  const pathname = request.nextUrl.pathname;
  const text = MESSAGES[languageOf(pathname)];
  const method = request.method.toUpperCase();
  if (!hasValidEncoding(rawPath)) return refuse(400, text.badEncoding);
  if (API_PATHS.test(pathname)) {
    return ['TRACE', 'TRACK', 'CONNECT'].includes(method) ? refuse(405, text.badMethod, { Allow: 'GET, HEAD, POST' }) : null;
  }
  const allowed = FILE_PATHS.test(pathname) ? FILE_METHODS : PAGE_METHODS;
  if (!allowed.includes(method)) return refuse(405, text.badMethod, { Allow: allowed.join(', ') });
  return null;
}
