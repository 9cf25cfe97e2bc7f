import { NextResponse, type NextRequest } from 'next/server';
import { DEFAULT_SITE_URL } from '@vitrine/contracts/defaults';
import { localeOfPath, readingBTarget } from './i18n/table';
import { NO_DOCUMENT_CSP } from './lib/security/headers';
import { overlongQueryOf } from './lib/security/refusal';
import { boardRoute, nameSearchRedirect } from './lib/talents/board-url';

/** Redirects go to the configured site (Next's proxy refuses a relative Location), never to the
 * Host header's. */
const siteUrl = () => process.env.SITE_URL || DEFAULT_SITE_URL;

/** A redirect to `path` on the site, with the short CSP of an answer that is no document (it
 * replaces the page CSP the site's server set). */
function redirect(path: string, status: 303 | 307 | 308) {
  const answer = NextResponse.redirect(new URL(path, siteUrl()), status);
  answer.headers.set('content-security-policy', NO_DOCUMENT_CSP);
  return answer;
}

/**
 * The locale routing of SPEC §2.1–2.3 from the routing table (i18n/table.ts), for the paths that
 * need it (`config.matcher` below): reading B's 308s, the no-JS name search and the boards'
 * filter queries, with next-intl's locale header. The table's rewrites are applied by Next.js
 * from next.config.ts, right after this. The security headers and the 4xx for bad requests are
 * set for every request by the site's server (server.mjs), so every other request — cached
 * pages, static files, images, media, API — skips the proxy and its cost
 * (docs/decisions/0022-site-overhead.md).
 *
 * A query is carried into a redirect's `Location` (or a board's address) only up to
 * MAX_ROUTED_QUERY_LENGTH: a longer one is answered 414; with the redirects' short CSP, a
 * redirect's headers stay far below a reverse proxy's default 4 KB buffer
 * (docs/decisions/0026-server-edge.md).
 */
export function proxy(request: NextRequest) {
  const locale = localeOfPath(request.nextUrl.pathname);
  const overlong = overlongQueryOf(request.nextUrl.pathname, request.nextUrl.search);
  if (overlong) {
    return new NextResponse(`${overlong.message}\n`, {
      status: overlong.status,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }

  // Reading B (SPEC §2.2): a permanent redirect to its reading-A page — to a board, with the
  // board's canonical query (one redirect, not a second one to put the query in order).
  const target = readingBTarget(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (target) {
    const at = target.indexOf('?');
    const board = at === -1 ? null : boardRoute(target.slice(0, at), target.slice(at));
    return redirect(board?.kind === 'redirect' ? board.to : target, 308);
  }

  // The name-search forms without JavaScript (/{lang}/modelos?q=…) and boards with a filter
  // query (lib/talents/board-url.ts); the search page itself keeps its ?q= for the browser.
  const searchTarget = nameSearchRedirect(request.nextUrl.pathname, request.nextUrl.searchParams);
  if (searchTarget) return redirect(searchTarget, 303);
  const board = boardRoute(request.nextUrl.pathname, request.nextUrl.search);
  if (board?.kind === 'redirect') return redirect(board.to, 307);

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

/**
 * Where the proxy has something to do. Literal (Next reads it at build); proxy.test.ts checks it
 * with Next's own matcher against the table: every reading-B address, the boards with their
 * query, the name-search form; and that cached pages (home, posts, galleries…) are left out.
 */
export const config = {
  matcher: [
    // Boards and their filter queries (lib/talents/board-url.ts).
    '/:lang(pt|en)/talents/:path*',
    // The no-JS name search (/{lang}/modelos?q=…) and reading B's /{lang}/models|modelos/…/….
    '/:lang(pt|en)/(models|modelos)/:path*',
    // Reading B's one-segment addresses.
    '/:lang(pt|en)/(about|quem-somos|contact|be-a-model|model|modelo)',
  ],
};
