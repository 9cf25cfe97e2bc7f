import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../server/client-address';
import { installRequestGuard } from './node-guard';

describe('the request guard resolves the client address for API routes', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    delete process.env.TRUSTED_PROXIES;
    installRequestGuard({});
    server = http.createServer((request, response) => response.end(String(request.headers[CLIENT_ADDRESS_HEADER] ?? '-')));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is the socket address; a made-up X-Forwarded-For or address header changes nothing', async () => {
    const answer = await fetch(`${base}/api/selection/pdf?ids=1`, {
      headers: { 'x-forwarded-for': '198.51.100.23', [CLIENT_ADDRESS_HEADER]: '203.0.113.5' },
    });
    expect(await answer.text()).toBe('127.0.0.1');
  });

  it('is left out of pages', async () => {
    expect(await (await fetch(`${base}/pt`)).text()).toBe('-');
  });
});
