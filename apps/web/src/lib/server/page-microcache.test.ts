import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codingOf, COPY_HEADER, installPageMicrocache, PageMicrocache } from './page-microcache';

/** A stand-in for Next behind the copy: answers like a cached page (unless the path says
 * otherwise), counts what reaches it, and writes its body in two chunks as a stream would. */
function next(seen: string[]) {
  let version = 1;
  return {
    bump: () => version++,
    listener: (request: http.IncomingMessage, response: http.ServerResponse) => {
      const url = request.url ?? '';
      seen.push(`${request.method} ${url}`);
      const status = url.startsWith('/missing') ? 404 : 200;
      const cacheState = url.startsWith('/stale') ? 'STALE' : url.startsWith('/fresh-render') ? 'MISS' : 'HIT';
      response.statusCode = status;
      response.setHeader('content-type', 'text/html; charset=utf-8');
      response.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      response.setHeader('x-nextjs-cache', cacheState);
      response.setHeader('vary', 'rsc, Accept-Encoding');
      if (url.startsWith('/cookie')) response.setHeader('set-cookie', 'a=b');
      const html = `<html><body>página ${url} v${version}</body></html>`;
      if ((request.headers['accept-encoding'] ?? '').includes('gzip')) {
        response.setHeader('content-encoding', 'gzip');
        response.end(gzipSync(html));
        return;
      }
      response.write(html.slice(0, 10));
      response.end(html.slice(10));
    },
  };
}

describe('PageMicrocache', () => {
  let server: http.Server;
  let base: string;
  let seen: string[];
  let clock: number;
  let app: ReturnType<typeof next>;
  let cache: PageMicrocache;

  beforeEach(async () => {
    seen = [];
    clock = 1_000;
    app = next(seen);
    cache = new PageMicrocache({ ttlMs: 1_000, now: () => clock });
    server = http.createServer((request, response) => {
      response.setHeader('x-frame-options', 'DENY'); // as the guard does before
      if (!cache.handle(request, response)) app.listener(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(`${base}${path}`, { method, headers: { 'accept-encoding': '', ...headers } });
    return { status: response.status, headers: response.headers, body: method === 'HEAD' ? '' : await response.text() };
  };

  it('answers a cached page again from memory for a second, with the same bytes and headers', async () => {
    const first = await get('/pt/blog');
    const again = await get('/pt/blog');
    expect(seen).toEqual(['GET /pt/blog']);
    expect(first.headers.get(COPY_HEADER)).toBeNull();
    expect(again.headers.get(COPY_HEADER)).toBe('HIT');
    expect(again.body).toBe(first.body);
    expect(again.body).toContain('página /pt/blog v1');
    for (const name of ['content-type', 'cache-control', 'x-nextjs-cache', 'vary', 'x-frame-options']) {
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    }
    expect(Number(again.headers.get('content-length'))).toBe(Buffer.byteLength(first.body));

    // A second later it asks Next again.
    app.bump();
    clock += 1_001;
    expect((await get('/pt/blog')).body).toContain('v2');
    expect(seen).toEqual(['GET /pt/blog', 'GET /pt/blog']);
  });

  it('keeps one copy per content coding, as Next compressed it', async () => {
    await get('/pt', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    await get('/pt');
    expect(seen).toHaveLength(2);
    const response = await fetch(`${base}/pt`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(seen).toHaveLength(2);
    // fetch decompresses it: the stored bytes are Next's gzip stream.
    expect(await response.text()).toContain('página /pt v1');
  });

  it('sends to Next what it may not answer from a copy', async () => {
    const twice = async (path: string, headers: Record<string, string> = {}, method = 'GET') => {
      await get(path, headers, method);
      await get(path, headers, method);
    };
    await twice('/pt/talentos/mulheres?altura=170');
    await twice('/pt', { rsc: '1' });
    await twice('/pt', { 'next-router-prefetch': '1' });
    await twice('/pt', { 'next-action': 'abc' });
    await twice('/pt', { cookie: '__prerender_bypass=1' });
    await twice('/pt', { 'accept-encoding': 'gzip;q=0, identity' });
    await twice('/pt', {}, 'HEAD');
    await twice('/_next/static/chunks/a.js');
    await twice('/api/talents');
    await twice('/missing');
    await twice('/stale');
    await twice('/fresh-render');
    await twice('/cookie');
    expect(seen).toHaveLength(26);
  });

  it('is installed once per process', () => {
    const installed = installPageMicrocache(1_000)!;
    expect(installPageMicrocache(1_000)).toBe(installed);
    expect(installPageMicrocache(0)).toBeNull();
  });
});

describe('codingOf', () => {
  it("follows Next's compression for plain lists and leaves the others alone", () => {
    expect(codingOf(undefined)).toBe('');
    expect(codingOf('identity')).toBe('');
    expect(codingOf('br')).toBe('');
    expect(codingOf('gzip, deflate, br, zstd')).toBe('gzip');
    expect(codingOf('deflate')).toBe('deflate');
    expect(codingOf('gzip;q=0.5, br')).toBeNull();
    expect(codingOf('*')).toBeNull();
  });
});
