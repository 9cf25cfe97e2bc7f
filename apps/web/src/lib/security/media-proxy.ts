/**
 * The streaming half of /media/… (app/media/[...path]/route.ts): which paths it forwards and
 * how. Only `/media/<file path>` of the configured back ends is reachable, with no query
 * string; whatever a back end answers other than the file becomes a 404 or a 502, so the route
 * reveals nothing about the back ends but whether a media file exists.
 */

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const MAX_PATH = 512;

const text = (status: number, message: string, extra: Record<string, string> = {}) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...extra },
  });

/** The back-end path for the route's segments, or the 4xx answer when they are not a media file. */
export function mediaRequestPath(segments: readonly string[], search: string): string | Response {
  if (search) return text(400, 'Media addresses take no query string.');
  if (segments.length === 0 || !segments.every((segment) => SEGMENT.test(segment))) {
    return text(404, 'No such media file.');
  }
  const path = `/media/${segments.join('/')}`;
  if (path.length > MAX_PATH) return text(404, 'No such media file.');
  return path;
}

/** Request headers passed on to the back end (conditional and range requests for video). */
const FORWARDED_REQUEST = ['range', 'if-none-match', 'if-modified-since', 'if-range'];
/** Answer headers passed back to the browser. */
const FORWARDED_ANSWER = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'etag', 'last-modified', 'cache-control'];

export interface MediaSources {
  /** The back ends' origins, tried in order until one has the file. */
  origins: readonly string[];
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** Streams `path` from the first back end that has it. */
export async function streamMedia(path: string, requestHeaders: Headers, sources: MediaSources): Promise<Response> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST) {
    const value = requestHeaders.get(name);
    if (value) headers[name] = value;
  }
  let unreachable = false;
  for (const origin of sources.origins) {
    let upstream: Response;
    try {
      upstream = await (sources.fetch ?? fetch)(`${origin}${path}`, {
        headers,
        cache: 'no-store',
        redirect: 'error',
        signal: AbortSignal.timeout(sources.timeoutMs),
      });
    } catch {
      unreachable = true;
      continue;
    }
    if (upstream.status === 200 || upstream.status === 206 || upstream.status === 304 || upstream.status === 416) {
      const answer = new Headers();
      for (const name of FORWARDED_ANSWER) {
        const value = upstream.headers.get(name);
        if (value) answer.set(name, value);
      }
      return new Response(upstream.status === 304 ? null : upstream.body, { status: upstream.status, headers: answer });
    }
    await upstream.body?.cancel().catch(() => undefined);
    if (upstream.status >= 500) unreachable = true;
  }
  return unreachable
    ? text(502, 'The media server is not answering; try again in a moment.', { 'Retry-After': '30' })
    : text(404, 'No such media file.');
}
