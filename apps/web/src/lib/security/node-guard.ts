import http from 'node:http';
import { PEER_HEADER } from '../server/client-address';
import type { PageMicrocache } from '../server/page-microcache';
import enEdge from '../../../messages/en/edge.json';
import ptEdge from '../../../messages/pt/edge.json';

/**
 * The site's edge in the Node server itself (docs/decisions/0014-security-headers.md,
 * 0016-bad-requests.md, 0034-site-overhead.md), installed once at server start by the
 * instrumentation hook, in front of everything Next.js does with a request:
 * - every answer — page, static file, image, media, API, redirect, 404, the 4xx below — gets the
 *   security headers, set on the response before Next writes anything (Next's own headers, and
 *   the image optimiser's stricter CSP, are set after and win);
 * - requests Next would answer with a 500 or should not serve are refused here with a clear 4xx:
 *   a bad %-encoding, TRACE/TRACK/CONNECT (the Fetch standard forbids them, and Next answered a
 *   bare 500 before any of our code ran), non-GET/HEAD on static files, images and media, and
 *   methods pages do not answer.
 * - the socket's address is written into a request header the client cannot set
 *   (lib/server/client-address.ts), since a route handler is not given the socket.
 * A few string tests and header sets per request: the proxy (src/proxy.ts) now runs only for
 * the paths its locale routing concerns. Then, when given, the page micro-cache
 * (lib/server/page-microcache.ts) answers a cached page Next served less than a second ago.
 */

/** Methods no route of the site answers. CONNECT arrives as Node's 'connect' event, which
 * `next start` does not listen to: Node closes the socket. */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** Methods a page answers (POST: server actions and form posts). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** Methods of Next's static files, its image optimiser and the media route. */
const FILE_METHODS = ['GET', 'HEAD'];
const FILE_PATHS = /^\/(?:_next\/(?:static|image)|media)(?:\/|$)/;
/** API routes answer their own methods (Next sends 405 for the others). */
const API_PATHS = /^\/api(?:\/|$)/;

export interface Refusal {
  status: 400 | 405;
  message: string;
  allow?: string;
}

/** True when the raw path is valid %-encoding (of UTF-8). */
export function hasValidEncoding(rawPathname: string): boolean {
  if (!rawPathname.includes('%')) return true;
  try {
    decodeURIComponent(rawPathname);
    return true;
  } catch {
    return false;
  }
}

/** The 4xx answer for a request the site cannot serve, or null to let it through. `url` is the
 * request target as sent (path and query). Messages in the path's language, else Portuguese. */
export function refusalOf(method: string, url: string): Refusal | null {
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  const text = /^\/en(?:\/|$)/.test(rawPath) ? enEdge : ptEdge;
  const verb = method.toUpperCase();
  if (FORBIDDEN_METHODS.has(verb)) return { status: 405, message: text.badMethod, allow: PAGE_METHODS.join(', ') };
  if (!hasValidEncoding(rawPath)) return { status: 400, message: text.badEncoding };
  if (API_PATHS.test(rawPath)) return null;
  const allowed = FILE_PATHS.test(rawPath) ? FILE_METHODS : PAGE_METHODS;
  return allowed.includes(verb) ? null : { status: 405, message: text.badMethod, allow: allowed.join(', ') };
}

const GUARD = Symbol.for('vitrine.requestGuard');

/** Installs the guard once per process, before the server's own 'request' listeners run. */
export function installRequestGuard(headers: Record<string, string>, microcache: PageMicrocache | null = null): void {
  const proto = http.Server.prototype as http.Server & { [GUARD]?: true };
  if (proto[GUARD]) return;
  proto[GUARD] = true;
  const entries = Object.entries(headers);
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      // The socket's address for per-visitor limits (lib/server/client-address.ts): set here,
      // where the socket is known, over anything a client sent under that name.
      request.headers[PEER_HEADER] = request.socket.remoteAddress ?? '';
      for (const [name, value] of entries) response.setHeader(name, value);
      const refused = refusalOf(request.method ?? '', request.url ?? '/');
      if (refused) {
        const body = `${refused.message}\n`;
        response.writeHead(refused.status, {
          ...(refused.allow ? { Allow: refused.allow } : {}),
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'no-store',
        });
        response.end(body);
        request.resume();
        return true;
      }
      if (microcache?.handle(request, response)) return true;
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}
