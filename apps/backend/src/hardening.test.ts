/** Edges an attacker or a broken client finds: sign-in floods, bodies that never arrive,
 * other local users, and inputs that reach the database's own limits. */
import { chmodSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIST_LIMITS } from '@vitrine/contracts';
import { dataPaths } from './app';
import {
  auth,
  errorOf,
  integrationToken,
  makeDataDir,
  makeJpeg,
  multipartBody,
  panelToken,
  removeDataDir,
  SECRETS,
  startApp,
} from './test/helpers';

let app: FastifyInstance;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = makeDataDir();
  chmodSync(dataDir, 0o755); // as a folder made by hand would be: the back end narrows it
  app = await startApp(dataDir, 'small', { signinAttemptsPerMinute: 5, requestTimeoutMs: 300 });
  token = await integrationToken(app);
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('sign-in rate limit', () => {
  it.each([
    ['integration', '/integration/api/signin', { salt: 'wrong', api_key: 'wrong' }],
    ['panel', '/panel/api/login', { salt: 'wrong', api_token: 'wrong' }],
  ])('%s: attempts beyond the limit are 429 with a JSON error and Retry-After', async (_, url, payload) => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({ method: 'POST', url, payload, remoteAddress: '203.0.113.7' });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(errorOf(res)).toMatchObject({ error: 'too_many_requests' });
        expect(errorOf(res).message).toMatch(/Too many sign-in attempts/);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // Even the right secrets wait now, from that address; another address is not held back.
    const right = url.startsWith('/integration')
      ? { salt: SECRETS.integrationSalt, api_key: SECRETS.integrationApiKey }
      : { salt: SECRETS.panelSalt, api_token: SECRETS.panelApiToken };
    expect((await app.inject({ method: 'POST', url, payload: right, remoteAddress: '203.0.113.7' })).statusCode).toBe(429);
    expect((await app.inject({ method: 'POST', url, payload: right, remoteAddress: '203.0.113.8' })).statusCode).toBe(200);
  });

  it('does not limit the other routes', async () => {
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({ method: 'GET', url: '/integration/api/talents/attributes', headers: auth(token) });
      expect(res.statusCode).toBe(200);
    }
  });
});

describe('timeouts', () => {
  it('closes a connection whose body never arrives', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.write(
      'POST /panel/api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"salt":',
    );
    // Waits for the server to give up (REQUEST_TIMEOUT_MS is 300 ms here; 30 s by default).
    await closed;
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });
});

describe('owner-only files', () => {
  const modeOf = (file: string) => statSync(file).mode & 0o777;

  it('keeps the data folder, the database, uploads and their files away from other users', async () => {
    const panel = await panelToken(app);
    const jpeg = await makeJpeg();
    const fields = {
      realname: 'Ana Lima', phone: '+55 11 91234-5678', birthdate: '2006-03-01', note: 'Campinas',
      email: 'ana@example.com', instagr: '@ana', height: "175/5'9", bust: '84/33', waist: '62/24',
      hips: '90/35', jeans: '36', shoes: '38', hair: 'Brown', eyes: 'Green', gender: 'woman',
    };
    const files = [1, 2, 3, 4].map((n) => ({ field: `image${n}`, filename: `${n}.jpg`, contentType: 'image/jpeg', data: jpeg }));
    const { payload, headers } = multipartBody(fields, files);
    const res = await app.inject({ method: 'POST', url: '/panel/api/entry/getScouted/send', headers: { ...auth(panel), ...headers }, payload });
    expect(res.statusCode).toBe(200);
    const { id } = res.json<{ id: number }>();

    const paths = dataPaths(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(paths.uploads)).toBe(0o700);
    expect(modeOf(path.join(paths.uploads, String(id)))).toBe(0o700);
    expect(modeOf(path.join(paths.uploads, String(id), 'image1.jpg'))).toBe(0o600);
    for (const file of [paths.database, `${paths.database}-wal`]) expect(modeOf(file), file).toBe(0o600);
  });
});

describe('inputs at the database limits answer 400, never 500', () => {
  const list = (filters: unknown, query = '') =>
    app.inject({
      method: 'POST',
      url: `/integration/api/talents${query}`,
      headers: auth(token),
      payload: { filters: JSON.stringify(filters) },
    });

  it.each([
    ['a huge page', [], '?page=1844674407370957', 'querystring.page'],
    ['a page just over the cap', [], `?page=${LIST_LIMITS.page + 1}`, 'querystring.page'],
    ['934 filters', Array.from({ length: 934 }, () => ({ property: 'gender', value: 'woman' })), '', 'at most 50 filters'],
    ['a name of 50,000 characters', [{ property: 'name', value: 'a'.repeat(50_000) }], '', 'body.filters.0.value'],
    ['an office slug of 50,000 characters', [{ property: 'office', value: 'a'.repeat(50_000) }], '', 'body.filters.0.value'],
  ])('%s', async (_, filters, query, message) => {
    const res = await list(filters, query);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorOf(res).error).toBe('bad_request');
    expect(errorOf(res).message).toContain(message);
  });

  it('answers at the caps themselves', async () => {
    const atCap = Array.from({ length: LIST_LIMITS.filters }, () => ({ property: 'name', value: 'a'.repeat(LIST_LIMITS.filterText) }));
    expect((await list(atCap, `?page=${LIST_LIMITS.page}&paginate=${LIST_LIMITS.perPage}`)).statusCode).toBe(200);
    const search = await app.inject({
      method: 'GET',
      url: `/integration/api/talents?page=${LIST_LIMITS.page}&paginate=${LIST_LIMITS.perPage}`,
      headers: auth(token),
    });
    expect(search.statusCode).toBe(200);
  });
});
