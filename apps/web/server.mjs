#!/usr/bin/env node
/**
 * The site's Node server: Next.js's documented custom server, with the site's edge in front of
 * Next in plain sight (docs/decisions/0026-server-edge.md). For every request, in this order:
 *  1. the security headers of this configuration (lib/security/headers.ts through edge.ts) are
 *     set on the answer — with a CSP that lets nothing run or load on the API, media and Next's
 *     files, which are never a document; Next's own headers, set later, win (the image
 *     optimiser's stricter CSP, a cached page's own script policy);
 *  2. a request the site cannot serve is refused with a clear 4xx in the path's language
 *     (lib/security/refusal.ts: a bad %-encoding, TRACE/TRACK, methods a page or file does not
 *     answer, a target that is not a path, a form post larger than the largest form or without
 *     its length) — Next itself would answer some of them with a bare 500 or a redirect away;
 *  3. an address whose locale is written in other letters (/PT/contato) is sent, 308, to the
 *     same address in the locale's own (lib/server/locale-case.ts) — Next's routes would match
 *     the locale's folder by case and its rewrites without, and answer with a bare 404;
 *  4. the visitor's address is put in a request header for the per-address limits
 *     (lib/server/client-address.ts); a form posted to a page gets a script policy with a nonce
 *     of its own (its answer is rendered for it, never cached); and Next.js handles the request
 *     (`app.getRequestHandler()`);
 *  5. when Next writes the answer's head, the status a page could not set itself and the query a
 *     canonical redirect could not see are put in (lib/server/answers.ts: 503 for a page whose
 *     back end is down, the query of a gallery under another name).
 * The server also bounds how long a request may take to arrive (REQUEST_TIMEOUT_MS, 30 s:
 * Node's requestTimeout, then 408), so a slow sender cannot hold a connection.
 *
 *   node server.mjs [--dev] [-p PORT] [-H HOST]     (PORT, HOST from the environment otherwise)
 *
 * Next's `next start` cannot do steps 1–2 for every answer: `headers()` of next.config is
 * fixed at build time (the CSP and HSTS depend on SITE_URL and PUBLIC_MEDIA_URL at start), and a
 * TRACE never reaches any code of the site.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// Loads the site's own TypeScript modules for this file only. tsx's CommonJS require compiles
// them and leaves no loader behind; its ESM API would install Node's module hooks for the whole
// process (on their own thread in Node 20), which every later import() of Next's then crosses —
// one per request for the cache handler: 170 µs instead of 11 µs each on a two-core machine.
import { require as tsRequire } from 'tsx/cjs/api';
import { SITE_DEFAULTS } from '@vitrine/contracts/defaults';
import { pageScriptPolicy, scriptHash } from './src/lib/security/page-csp.mjs';

const dir = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    port: { type: 'string', short: 'p' },
    hostname: { type: 'string', short: 'H' },
  },
});
const dev = args.dev;
// As `next start` and `next dev` do, before React and Next are loaded (React picks its
// production or development build by it).
process.env.NODE_ENV = dev ? 'development' : 'production';
const { default: next } = await import('next');
const port = Number(args.port ?? process.env.PORT ?? SITE_DEFAULTS.PORT);
const hostname = args.hostname ?? process.env.HOST ?? SITE_DEFAULTS.HOST;

// Next is told the name it uses for itself ('localhost', its own default), not the address the
// server listens on: with any other (0.0.0.0, 127.0.0.1), the proxy's rewrites (the boards'
// filter queries) were compared with an origin of another name and forwarded over HTTP to this
// same server — twice the work per filtered board, and an occasional ECONNRESET as a 500.
const app = next({ dev, dir, hostname: 'localhost', port });
const handle = app.getRequestHandler();
// Validates the configuration (src/instrumentation-node.ts stops the process naming what is
// missing) and loads the build and next.config.
await app.prepare();

const { edgeConfigOf } = tsRequire('./src/lib/security/edge.ts', import.meta.url);
const { refusalOf } = tsRequire('./src/lib/security/refusal.ts', import.meta.url);
const { CLIENT_ADDRESS_HEADER, resolveClientAddress, trustedProxyList } = tsRequire('./src/lib/server/client-address.ts', import.meta.url);
const { requestNotes } = tsRequire('./src/lib/server/request-notes.ts', import.meta.url);
const { finalAnswer } = tsRequire('./src/lib/server/answers.ts', import.meta.url);
const { localeCaseTarget } = tsRequire('./src/lib/server/locale-case.ts', import.meta.url);
let edge;
try {
  edge = edgeConfigOf(process.env, dev);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const securityHeaders = Object.entries(edge.headers);
const noDocumentHeaders = Object.entries(edge.noDocumentHeaders);
const { isNoDocumentPath } = tsRequire('./src/lib/security/headers.ts', import.meta.url);
const { UNIT_SCRIPT } = tsRequire('./src/lib/talents/unit-script.ts', import.meta.url);
const unitScriptHash = scriptHash(UNIT_SCRIPT);
/** The script policy of a page rendered for one request (a form's answer without JavaScript). */
const postedPagePolicy = (nonce) => pageScriptPolicy([`nonce-${nonce}`, unitScriptHash]);
let trustedProxies;
try {
  trustedProxies = trustedProxyList(process.env.TRUSTED_PROXIES);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * Node's answer with step 5 above: Node's documented way to extend its answers
 * (`http.createServer`'s ServerResponse option). Every head goes through writeHead, also the
 * implicit one of a first write or end.
 */
class SiteResponse extends http.ServerResponse {
  /** The request's notes (lib/server/request-notes.ts), set for requests Next handles. */
  notes = undefined;

  writeHead(statusCode, ...rest) {
    if (!this.notes) return super.writeHead(statusCode, ...rest);
    // Next sets a rendered redirect's Location twice (the render's and its cache entry's copy).
    const raw = this.getHeader('location');
    const location = Array.isArray(raw) ? raw[0] : typeof raw === 'string' ? raw : undefined;
    const answer = finalAnswer(this.req.url ?? '/', { status: statusCode, location }, this.notes);
    if (answer.location !== undefined && (answer.location !== location || Array.isArray(raw))) this.setHeader('location', answer.location);
    // A reason phrase given for the old status is left for Node's own of the new one.
    return answer.status === statusCode ? super.writeHead(statusCode, ...rest) : super.writeHead(answer.status, ...rest.filter((arg) => typeof arg !== 'string'));
  }
}

const server = http.createServer({
  ServerResponse: SiteResponse,
  // Headers and body must arrive whole within the timeout (Node answers 408 and closes);
  // the headers within it too, or Node's 60 s default when that is shorter.
  requestTimeout: edge.requestTimeoutMs,
  headersTimeout: Math.min(60_000, edge.requestTimeoutMs),
  // How often Node checks those timeouts (its default, 30 s, would let a short timeout run late).
  connectionsCheckingInterval: Math.min(30_000, Math.max(100, Math.floor(edge.requestTimeoutMs / 4))),
});
// WebSocket upgrades (the development server's hot reload) go to Next as well.
server.on('upgrade', app.getUpgradeHandler());

server.on('request', (request, response) => {
  const path = (request.url ?? '/').split('?')[0];
  for (const [name, value] of isNoDocumentPath(path) ? noDocumentHeaders : securityHeaders) response.setHeader(name, value);
  const length = request.headers['content-length'];
  const streamed = length === undefined && request.headers['transfer-encoding'] !== undefined;
  const refused = refusalOf(request.method ?? '', request.url ?? '/', streamed ? null : Number(length ?? 0));
  if (refused) {
    const body = `${refused.message}\n`;
    response.writeHead(refused.status, {
      // No document: nothing in it may run or load.
      'Content-Security-Policy': edge.noDocumentHeaders['Content-Security-Policy'],
      ...(refused.allow ? { Allow: refused.allow } : {}),
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-store',
    });
    response.end(body);
    request.resume();
    return;
  }
  const target = localeCaseTarget(request.url ?? '/');
  if (target) {
    response.writeHead(308, {
      'Content-Security-Policy': edge.noDocumentHeaders['Content-Security-Policy'],
      Location: target,
      'Content-Length': 0,
      'Cache-Control': 'public, max-age=3600',
    });
    response.end();
    request.resume();
    return;
  }
  // The address per-address limits count by (lib/server/client-address.ts), replacing anything a
  // client sent under that name: the socket's, or X-Forwarded-For's through trusted proxies.
  request.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(request.socket.remoteAddress, request.headers['x-forwarded-for'], trustedProxies);
  // Next reads a script nonce from the request's policy: only the one set here counts.
  delete request.headers['content-security-policy'];
  delete request.headers['content-security-policy-report-only'];
  if (request.method === 'POST' && !isNoDocumentPath(path)) {
    // A form posted to a page without its code: the page that answers is rendered for this request
    // (its errors, or its receipt) and never cached, so it has no hashes of its own. Its scripts
    // get a nonce instead, which Next puts on each of its own; the unit script is allowed by hash.
    const policy = postedPagePolicy(crypto.randomBytes(18).toString('base64'));
    request.headers['content-security-policy'] = policy;
    response.appendHeader('Content-Security-Policy', policy);
  }
  const notes = {};
  response.notes = notes;
  requestNotes().run(notes, () => handle(request, response)).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    response.end();
  });
});

server.listen(port, hostname, () => {
  console.log(`> Ready on http://${hostname.includes(':') ? `[${hostname}]` : hostname}:${port}${dev ? ' (development)' : ''}`);
});

// A process manager's stop (and Ctrl-C): no new connections, idle ones closed, then exit.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.once(signal, () => {
    setTimeout(() => process.exit(0), 5_000).unref();
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
