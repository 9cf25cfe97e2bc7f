import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address';
import { guardFormRequest, isSameSite, redisRateLimiter, refundFormRequest, setFormRateLimiter } from '../abuse';

const REDIS_SERVER = '/usr/bin/redis-server';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const post = (headers: Record<string, string>) =>
  new Request('http://localhost:3000/api/forms/contact?lang=en', {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=b', [CLIENT_ADDRESS_HEADER]: '192.0.2.10', ...headers },
  });

describe('cross-site posts', () => {
  it('refuses a post from another site, a null origin or a cross-site fetch with a 403', async () => {
    setFormRateLimiter('contact', { consume: async () => null, refund: async () => undefined });
    const guard = (headers: Record<string, string>) => guardFormRequest(post(headers), 'contact', { pointsPerHour: () => 10 });
    const crossSite: Record<string, string>[] = [{ origin: 'https://evil.example' }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: 'http://localhost:3001' }];
    for (const headers of crossSite) {
      await expect(guard(headers), JSON.stringify(headers)).rejects.toMatchObject({ status: 403, code: 'crossSite' });
    }
    // the site's own pages, through its address or its public URL; and clients that are no browser
    await expect(guard({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).resolves.toBeUndefined();
    expect(isSameSite(post({ origin: 'https://www.agency.example' }), 'https://www.agency.example/')).toBe(true);
    await expect(guard({})).resolves.toBeUndefined();
  });
});

describe('the rate limit in Redis (several instances)', () => {
  let server: ChildProcess | undefined;
  let url = '';
  const clients: ReturnType<typeof createClient>[] = [];

  beforeAll(async () => {
    const port = await freePort();
    url = `redis://127.0.0.1:${port}`;
    server = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    const probe = createClient({ url, socket: { reconnectStrategy: 50 } });
    probe.on('error', () => undefined);
    await probe.connect();
    await probe.ping();
    await probe.quit();
  });

  afterAll(async () => {
    await Promise.all(clients.map((client) => client.quit()));
    server?.kill();
  });

  const instance = () => {
    const client = createClient({ url });
    clients.push(client);
    return client.connect().then(() => redisRateLimiter(client, 'apply', 3));
  };

  it('shares one count between two instances, and gives back an attempt the site did not deliver', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const key = 'apply:198.51.100.7';
    expect(await a.consume(key)).toBeNull();
    expect(await b.consume(key)).toBeNull();
    expect(await a.consume(key)).toBeNull();
    // three in all: the fourth is refused by either instance
    expect(await b.consume(key)).toBeGreaterThan(3500);
    expect(await a.consume(key)).toBeGreaterThan(3500);
    // another address has its own count
    expect(await b.consume('apply:198.51.100.8')).toBeNull();

    // a send the back end did not store is given back, through the request it was counted for
    setFormRateLimiter('apply', a);
    const request = new Request('http://localhost:3000/api/forms/apply', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b', [CLIENT_ADDRESS_HEADER]: '198.51.100.9' },
    });
    for (let i = 0; i < 3; i++) await guardFormRequest(request, 'apply', { pointsPerHour: () => 3 });
    await refundFormRequest(request);
    expect(await b.consume('apply:198.51.100.9')).toBeNull();
    expect(await b.consume('apply:198.51.100.9')).toBeGreaterThan(3500);
  });
});
