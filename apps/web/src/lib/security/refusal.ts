import { MAX_FORM_BYTES } from '@vitrine/contracts/constants';
import enEdge from '../../../messages/en/edge.json';
import ptEdge from '../../../messages/pt/edge.json';

/**
 * Requests the site refuses with a clear 4xx before Next.js sees them
 * (docs/decisions/0012-bad-requests.md), checked by the site's server (server.mjs) for every
 * request: a bad %-encoding, TRACE/TRACK/CONNECT (the Fetch standard forbids them, and Next
 * answers them with a bare 500 before any of the site's code runs), non-GET/HEAD on static
 * files, images and media, methods pages do not answer, a target that is not a path, and a form
 * posted to a page (without the page's code) larger than the largest form or without its length:
 * Next.js would answer it with a bare 500 after reading it. Pure: no Node or Next.js import.
 */

/** Methods no route of the site answers. CONNECT arrives as Node's 'connect' event, which the
 * server does not listen to: Node closes the socket. */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
/** Methods a page answers (POST: server actions and form posts). */
const PAGE_METHODS = ['GET', 'HEAD', 'POST'];
/** Methods of Next's static files, its image optimiser and the media route. */
const FILE_METHODS = ['GET', 'HEAD'];
const FILE_PATHS = /^\/(?:_next\/(?:static|image)|media)(?:\/|$)/;
/** API routes answer their own methods (Next sends 405 for the others). */
const API_PATHS = /^\/api(?:\/|$)/;

/**
 * The longest query string (characters after `?`) the locale routing carries into a redirect
 * or a board's address (src/proxy.ts). The longest real one, a board with every filter set, is
 * under 300; a longer one is answered 414 rather than copied into a redirect's `Location` (and
 * Next's `Refresh` beside it on a 308), which a reverse proxy's 4 KB header buffer could not hold.
 */
export const MAX_ROUTED_QUERY_LENGTH = 512;

export interface Refusal {
  status: 400 | 405 | 411 | 413 | 414;
  message: string;
  allow?: string;
}

/** The edge messages in the path's language, else Portuguese (the default locale). */
const textOf = (rawPath: string) => (/^\/en(?:\/|$)/.test(rawPath) ? enEdge : ptEdge);

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
 * request target as sent (path and query), `bodyLength` its Content-Length (0 when it has no
 * body, null when the body is streamed without one). Messages in the path's language, else
 * Portuguese. */
export function refusalOf(method: string, url: string, bodyLength: number | null = 0): Refusal | null {
  const query = url.indexOf('?');
  const rawPath = query === -1 ? url : url.slice(0, query);
  const text = textOf(rawPath);
  const verb = method.toUpperCase();
  if (FORBIDDEN_METHODS.has(verb)) return { status: 405, message: text.badMethod, allow: PAGE_METHODS.join(', ') };
  // A target that is not a path ("http://other.host/pt", sent to forward proxies) would be
  // answered with a redirect to that host.
  if (!rawPath.startsWith('/') && rawPath !== '*') return { status: 400, message: text.badTarget };
  if (!hasValidEncoding(rawPath)) return { status: 400, message: text.badEncoding };
  if (API_PATHS.test(rawPath)) return null;
  const allowed = FILE_PATHS.test(rawPath) ? FILE_METHODS : PAGE_METHODS;
  if (!allowed.includes(verb)) return { status: 405, message: text.badMethod, allow: allowed.join(', ') };
  if (verb !== 'POST') return null;
  // A browser's form post always says its length; Next would read a streamed one whole, then
  // fail with a bare 500.
  if (bodyLength === null) return { status: 411, message: text.lengthRequired };
  return bodyLength > MAX_FORM_BYTES ? { status: 413, message: text.formTooLarge } : null;
}

/** The 414 for a routed address whose query is longer than MAX_ROUTED_QUERY_LENGTH, else null.
 * `search` is the query as sent, with or without its `?`. */
export function overlongQueryOf(pathname: string, search: string): Refusal | null {
  const length = search.startsWith('?') ? search.length - 1 : search.length;
  return length > MAX_ROUTED_QUERY_LENGTH ? { status: 414, message: textOf(pathname).queryTooLong } : null;
}
