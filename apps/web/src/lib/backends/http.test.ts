import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Backend, BackendError, type BackendOptions } from './http';

/** A small real HTTP service whose behaviour each test sets. */
let server: Server;
let baseUrl: string;
let handler: (req: IncomingMessage, res: ServerResponse) => void;
let signIns = 0;
let validToken = 'token-1';

const send = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeEach(async () => {
  signIns = 0;
  validToken = 'token-1';
  server = createServer((req, res) => {
    if (req.url === '/signin') {
      signIns++;
      return send(res, 200, { token: validToken });
    }
    if (req.headers.authorization !== `Bearer ${validToken}`) return send(res, 401, { error: 'unauthorized', message: 'no' });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

const answer = z.object({ value: z.number() });
const options = (cacheMs = 0): BackendOptions => ({
    name: 'test',
    baseUrl: () => baseUrl,
    timeoutMs: () => 2000,
    cacheMs: () => cacheMs,
    signIn: async (call) => {
      const { token } = await call('/signin', { method: 'POST', json: {}, schema: z.object({ token: z.string() }) });
      return { value: token, expiresAt: Date.now() + 3_600_000 };
    },
  });
const backend = (cacheMs = 0) => new Backend(options(cacheMs));

describe('Backend client', () => {
  it('signs in once and sends the bearer token', async () => {
    handler = (_req, res) => send(res, 200, { value: 1 });
    const client = backend();
    await client.warmUp();
    expect(await client.call('/thing', { schema: answer })).toEqual({ value: 1 });
    expect(await client.call('/thing', { schema: answer })).toEqual({ value: 1 });
    expect(signIns).toBe(1);
  });

  it('signs in again once and retries when the token is refused', async () => {
    handler = (_req, res) => send(res, 200, { value: 2 });
    const client = backend();
    await client.warmUp();
    validToken = 'token-2';
    expect(await client.call('/thing', { schema: answer })).toEqual({ value: 2 });
    expect(signIns).toBe(2);
  });

  it('rejects an answer that breaks the contract', async () => {
    handler = (_req, res) => send(res, 200, { value: 'not a number' });
    await expect(backend().call('/thing', { schema: answer })).rejects.toMatchObject({ code: 'INVALID_ANSWER' });
  });

  it('reports the HTTP status as the error code', async () => {
    handler = (_req, res) => send(res, 404, { error: 'not_found', message: 'no such thing' });
    const error = await backend().call('/thing', { schema: answer }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BackendError);
    expect(error).toMatchObject({ code: 'HTTP_404', status: 404, notFound: true });
  });

  it('serves the last good answer while the back end is down, and fresh ones after', async () => {
    let value = 1;
    handler = (_req, res) => send(res, 200, { value });
    const client = backend(0);
    expect(await client.call('/thing', { schema: answer, cache: true })).toEqual({ value: 1 });

    handler = (_req, res) => send(res, 503, { error: 'down', message: 'down' });
    expect(await client.call('/thing', { schema: answer, cache: true })).toEqual({ value: 1 });

    value = 3;
    handler = (_req, res) => send(res, 200, { value });
    expect(await client.call('/thing', { schema: answer, cache: true })).toEqual({ value: 3 });
  });

  it('holds at most maxEntries answers, dropping the least recently used', async () => {
    handler = (req, res) => send(res, 200, { value: Number(new URL(req.url!, 'http://x').searchParams.get('n')) });
    const client = new Backend({ ...options(60_000), maxEntries: 3 });
    for (let n = 1; n <= 10; n++) await client.call('/thing', { query: { n }, schema: answer, cache: true });
    expect(client.cachedEntries).toBe(3);
    // The last three are served from the cache even with the back end down; the first is gone.
    handler = (_req, res) => send(res, 503, { error: 'down', message: 'down' });
    expect(await client.call('/thing', { query: { n: 10 }, schema: answer, cache: true })).toEqual({ value: 10 });
    await expect(client.call('/thing', { query: { n: 1 }, schema: answer, cache: true })).rejects.toMatchObject({ code: 'HTTP_503' });
  });

  it('names the network error when nothing answers', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server.listen(0); // keep afterEach's close() harmless
    const error = await backend().call('/thing', { schema: answer }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNREFUSED', status: null });
  });

  it('recognises a BackendError made by another copy of the module (instrumentation graph)', async () => {
    const { vi } = await import('vitest');
    vi.resetModules();
    const other = await import('./http');
    expect(other.BackendError).not.toBe(BackendError);
    const error = new other.BackendError('panel', 'ECONNREFUSED', null, 'down');
    expect(error instanceof BackendError).toBe(true);
    expect(new Error('x') instanceof BackendError).toBe(false);
    expect((null as unknown as object) instanceof BackendError).toBe(false);
  });
});
