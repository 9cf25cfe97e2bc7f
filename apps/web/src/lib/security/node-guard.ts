import http from 'node:http';
import enEdge from '../../../messages/en/edge.json';
import ptEdge from '../../../messages/pt/edge.json';

/**
 * Methods that never reach the proxy: Next builds a WHATWG Request for the proxy, and the Fetch
 * standard forbids TRACE, TRACK and CONNECT, so Next answered them with a bare 500 before any
 * of our code ran ("'TRACE' HTTP method is unsupported"). They are answered here, in the Node
 * server itself, with a 405 (docs/decisions/0016-bad-requests.md). CONNECT arrives as Node's
 * 'connect' event, which `next start` does not listen to: Node closes the socket.
 */
export const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

const GUARD = Symbol.for('vitrine.forbiddenMethodGuard');

/** Installs the guard once per process, before the server's own 'request' listeners run. */
export function installForbiddenMethodGuard(headers: Record<string, string>): void {
  const proto = http.Server.prototype as http.Server & { [GUARD]?: true };
  if (proto[GUARD]) return;
  proto[GUARD] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(this: http.Server, event: string | symbol, ...args: unknown[]): boolean {
    if (event === 'request') {
      const [request, response] = args as [http.IncomingMessage, http.ServerResponse];
      if (FORBIDDEN_METHODS.has((request.method ?? '').toUpperCase())) {
        const english = /^\/en(?:\/|$|\?)/.test(request.url ?? '');
        const body = `${(english ? enEdge : ptEdge).badMethod}\n`;
        response.writeHead(405, {
          ...headers,
          Allow: 'GET, HEAD, POST',
          'Content-Type': 'text/plain; charset=utf-8',
          'Content-Length': Buffer.byteLength(body),
          'Cache-Control': 'no-store',
        });
        response.end(body);
        request.resume();
        return true;
      }
    }
    return (emit as (this: http.Server, event: string | symbol, ...rest: unknown[]) => boolean).call(this, event, ...args);
  } as typeof proto.emit;
}
