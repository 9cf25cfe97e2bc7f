import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrationPaths, panelPaths, staffListAnswerSchema, talentsAnswerSchema } from '@vitrine/contracts';
import { z } from 'zod';
import { buildApp, dataPaths } from './app';
import { refusals } from './lib/errors';
import {
  auth,
  errorOf,
  integrationToken,
  makeDataDir,
  panelToken,
  removeDataDir,
  SECRETS,
  startApp,
  testConfig,
} from './test/helpers';

let app: FastifyInstance;
let dataDir: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'small', { logLevel: 'debug' }, { logStream: { write: (line) => logLines.push(line) } });
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('service basics', () => {
  it('answers GET /health without auth', async () => {
    const res = await app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it.each(['/nothing', '/integration/api/nothing', '/panel/api/nothing', '/media/nothing.jpg'])(
    'answers 404 JSON for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).error).toBe('not_found');
    },
  );

  it('never logs secrets or tokens', async () => {
    const token = await integrationToken(app);
    await panelToken(app);
    await app.inject({ method: 'GET', url: `/integration${integrationPaths.attributes}`, headers: auth(token) });
    await app.inject({ method: 'POST', url: '/integration/api/signin', payload: { salt: 'wrong', api_key: 'wrong' } });
    const log = logLines.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [...Object.values(SECRETS), token]) expect(log).not.toContain(secret);
  });
});

describe('media', () => {
  const mediaUrl = '/media/video/demo.mp4';

  it('serves files with content type, cache headers and ETag', async () => {
    const res = await app.inject({ method: 'GET', url: mediaUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toContain('max-age');
    expect(res.headers['accept-ranges']).toBe('bytes');
    const etag = String(res.headers.etag);
    const again = await app.inject({ method: 'GET', url: mediaUrl, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
  });

  it('answers ranges for video', async () => {
    const whole = (await app.inject({ method: 'GET', url: mediaUrl })).rawPayload;
    const part = await app.inject({ method: 'GET', url: mediaUrl, headers: { range: 'bytes=10-19' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-19/${whole.length}`);
    expect(part.rawPayload.equals(whole.subarray(10, 20))).toBe(true);
    const tail = await app.inject({ method: 'GET', url: mediaUrl, headers: { range: 'bytes=-5' } });
    expect(tail.rawPayload.equals(whole.subarray(whole.length - 5))).toBe(true);
    const open = await app.inject({ method: 'GET', url: mediaUrl, headers: { range: `bytes=${whole.length - 3}-` } });
    expect(open.rawPayload.length).toBe(3);
    const beyond = await app.inject({ method: 'GET', url: mediaUrl, headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.statusCode).toBe(416);
    errorOf(beyond);
  });

  it.each([
    ['bytes=0-9', 206, 'bytes 0-9/100'],
    ['bytes=90-', 206, 'bytes 90-99/100'],
    ['bytes=-10', 206, 'bytes 90-99/100'],
    ['bytes=95-200', 206, 'bytes 95-99/100'],
    ['bytes=100-', 416, 'bytes */100'],
    ['bytes=5-1', 416, 'bytes */100'],
    ['bytes=0-1,5-6', 200, undefined],
    ['items=0-1', 200, undefined],
  ])('answers the range %s of a 100-byte file with %i', async (range, status, contentRange) => {
    const bytes = Buffer.from(Array.from({ length: 100 }, (_, i) => i));
    writeFileSync(path.join(dataPaths(dataDir).media, 'hundred.bin'), bytes);
    const res = await app.inject({ method: 'GET', url: '/media/hundred.bin', headers: { range } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-range']).toBe(contentRange);
    if (status === 416) expect(errorOf(res).error).toBe('range_not_satisfiable');
    else if (status === 200) expect(res.rawPayload.equals(bytes)).toBe(true);
    else {
      const [, from, to] = /bytes (\d+)-(\d+)/.exec(contentRange ?? '') ?? [];
      expect(res.rawPayload.equals(bytes.subarray(Number(from), Number(to) + 1))).toBe(true);
    }
  });

  it('answers HEAD without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: mediaUrl });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBe(0);
  });

  it('never serves files outside the media folder', async () => {
    writeFileSync(path.join(dataDir, 'secret.txt'), 'top-secret-content');
    for (const url of ['/media/../secret.txt', '/media/%2e%2e/secret.txt', '/media/..%2fsecret.txt', '/media/../vitrine.sqlite']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('top-secret-content');
      errorOf(res);
    }
  });
});

describe('route declarations', () => {
  it('refuses a service route that declares no 4xx answer', async () => {
    const dir = makeDataDir();
    const built = await buildApp(testConfig(dir, 'empty'));
    try {
      expect(() => built.get('/panel/api/new-thing', async () => ({ ok: true }))).toThrow(/declares no 4xx answer/);
      expect(() =>
        built.get('/panel/api/declared', { schema: { response: { 200: z.object({ ok: z.boolean() }), ...refusals(401) } } }, async () => ({
          ok: true,
        })),
      ).not.toThrow();
    } finally {
      await built.close();
      removeDataDir(dir);
    }
  });

  it('answers 500 and logs it when an answer breaks its contract', async () => {
    const dir = makeDataDir();
    const lines: string[] = [];
    const built = await buildApp(testConfig(dir, 'empty', { logLevel: 'error' }), { logStream: { write: (l) => lines.push(l) } });
    try {
      const answer = z.object({ ok: z.boolean() });
      built.get('/panel/api/drift', { schema: { response: { 200: answer, ...refusals(401) } } }, async () => ({ ok: 'yes' }) as never);
      const res = await built.inject({ method: 'GET', url: '/panel/api/drift' });
      expect(res.statusCode).toBe(500);
      expect(errorOf(res)).toEqual({ error: 'internal_error', message: 'Internal server error' });
      expect(lines.join('')).toContain('request failed');
    } finally {
      await built.close();
      removeDataDir(dir);
    }
  });
});

describe('restart', () => {
  it('keeps data and tokens, and does not create the demo data again', async () => {
    const integration = await integrationToken(app);
    const panel = await panelToken(app);
    const before = talentsAnswerSchema.parse(
      (await app.inject({ method: 'POST', url: `/integration${integrationPaths.talents}`, headers: auth(integration) })).json(),
    );
    await app.close();

    // a different demo set is asked for: an existing database keeps what it has
    app = await startApp(dataDir, 'empty');
    const after = await app.inject({ method: 'POST', url: `/integration${integrationPaths.talents}`, headers: auth(integration) });
    expect(after.statusCode).toBe(200);
    expect(talentsAnswerSchema.parse(after.json())).toEqual(before);
    const staff = await app.inject({ method: 'GET', url: `/panel${panelPaths.entities('staff')}`, headers: auth(panel) });
    expect(staffListAnswerSchema.parse(staff.json()).data.length).toBeGreaterThan(0);
  });

  it('uses BACKEND_PUBLIC_URL for media URLs when set', async () => {
    await app.close();
    app = await startApp(dataDir, 'small', { publicUrl: 'https://cdn.example.com' });
    const token = await integrationToken(app);
    const res = await app.inject({ method: 'POST', url: `/integration${integrationPaths.talents}?paginate=1`, headers: auth(token) });
    expect(talentsAnswerSchema.parse(res.json()).data[0]?.cover).toMatch(/^https:\/\/cdn\.example\.com\/media\//);
  });

  it('keeps its files in DATA_DIR', () => {
    const paths = dataPaths(dataDir);
    expect(path.dirname(paths.database)).toBe(dataDir);
    expect(paths.media).toBe(path.join(dataDir, 'media'));
    expect(paths.uploads).toBe(path.join(dataDir, 'uploads'));
  });
});
