import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, errorOf, integrationToken, makeDataDir, makeJpeg, panelToken, removeDataDir, startApp } from './test/helpers';

let app: FastifyInstance;
let dataDir: string;
let integration: Record<string, string>;
let panel: Record<string, string>;

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'empty');
  integration = auth(await integrationToken(app));
  panel = auth(await panelToken(app));
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

const multipart = (body: string, boundary = 'b') => ({
  'content-type': `multipart/form-data; boundary=${boundary}`,
  payload: body,
});

/** Bad input of every kind: each answer is a 4xx with a JSON {error, message}, never a 5xx. */
it('answers every kind of bad input with a 4xx JSON error', async () => {
  const jpeg = (await makeJpeg()).toString('latin1');
  const cases: [string, () => InjectOptions][] = [
    ['repeated query values', () => ({ method: 'GET', url: '/integration/api/talent/profile?id=1&id=2', headers: integration })],
    ['a huge id', () => ({ method: 'GET', url: '/integration/api/talent/profile?id=99999999999999999999999', headers: integration })],
    ['a bad percent-encoding', () => ({ method: 'GET', url: '/panel/api/entities/blog/slug/%E0%A4%A', headers: panel })],
    ['a JSON body that is a list', () => ({ method: 'POST', url: '/integration/api/talents', headers: integration, payload: [1, 2] })],
    ['a JSON null filters', () => ({ method: 'POST', url: '/integration/api/talents', headers: integration, payload: { filters: null } })],
    ['filters as a real list', () => ({ method: 'POST', url: '/integration/api/talents', headers: integration, payload: { filters: [] } })],
    ['a filter list of nulls', () => ({ method: 'POST', url: '/integration/api/talents', headers: integration, payload: { filters: '[null]' } })],
    ['a body over 1 MB', () => ({
      method: 'POST',
      url: '/integration/api/talents',
      headers: integration,
      payload: { filters: 'x'.repeat(1_100_000) },
    })],
    ['an empty JSON body', () => ({
      method: 'POST',
      url: '/panel/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    })],
    ['a JSON body with __proto__', () => ({
      method: 'POST',
      url: '/panel/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}, "salt": "a"}',
    })],
    ['a multipart body cut short', () => ({
      method: 'POST',
      url: '/panel/api/entry/contact/send',
      headers: { ...panel, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co',
    })],
    ['a multipart body without boundary', () => ({
      method: 'POST',
      url: '/panel/api/entry/contact/send',
      headers: { ...panel, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    })],
    ['a multipart field named __proto__', () => {
      const { payload, ...headers } = multipart('--b\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\nx\r\n--b--\r\n');
      return { method: 'POST', url: '/panel/api/entry/contact/send', headers: { ...panel, ...headers }, payload };
    }],
    ['a multipart field over 64 KB', () => {
      const { payload, ...headers } = multipart(
        `--b\r\nContent-Disposition: form-data; name="message"\r\n\r\n${'x'.repeat(70_000)}\r\n--b--\r\n`,
      );
      return { method: 'POST', url: '/panel/api/entry/contact/send', headers: { ...panel, ...headers }, payload };
    }],
    ['too many files', () => {
      const file = (n: number) =>
        `--b\r\nContent-Disposition: form-data; name="image${n}"; filename="${n}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${jpeg}\r\n`;
      const { payload, ...headers } = multipart(`${Array.from({ length: 10 }, (_, i) => file(i + 1)).join('')}--b--\r\n`);
      return { method: 'POST', url: '/panel/api/entry/getScouted/send', headers: { ...panel, ...headers }, payload };
    }],
    ['an empty photo', () => {
      const { payload, ...headers } = multipart(
        '--b\r\nContent-Disposition: form-data; name="image1"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n\r\n--b--\r\n',
      );
      return { method: 'POST', url: '/panel/api/entry/getScouted/send', headers: { ...panel, ...headers }, payload };
    }],
    ['a method that does not exist', () => ({ method: 'DELETE', url: '/panel/api/entities/staff', headers: panel })],
    ['a path with ..', () => ({ method: 'GET', url: '/panel/api/entities/../../health/../x', headers: panel })],
  ];
  for (const [name, request] of cases) {
    const res = await app.inject(request());
    expect(res.statusCode, name).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
    expect(() => errorOf(res), name).not.toThrow();
  }
});
