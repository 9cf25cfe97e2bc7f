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
const options = (): BackendOptions => ({
    name: 'test',
    baseUrl: () => baseUrl,
    timeoutMs: () => 2000,
    signIn: async (call) => {
      const { token } = await call('/signin', { method: 'POST', json: {}, schema: z.object({ token: z.string() }) });
      return { value: token, expiresAt: Date.now() + 3_600_000 };
    },
  });
const backend = () => new Backend(options());

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
