import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributesAnswerSchema,
  CATEGORY,
  integrationPaths,
  photoFeedAnswerSchema,
  profileAnswerSchema,
  searchAnswerSchema,
  serializeTalentFilters,
  signinAnswerSchema,
  type TalentFilter,
  type TalentListItem,
  talentsAnswerSchema,
} from '@vitrine/contracts';
import { nameKey } from '../lib/text';
import {
  auth,
  errorOf,
  integrationToken,
  makeDataDir,
  panelToken,
  removeDataDir,
  SECRETS,
  startApp,
} from '../test/helpers';

const base = '/integration';
let app: FastifyInstance;
let dataDir: string;
let token: string;
/** Every talent, as the unfiltered search list gives them (the oracle for filter tests). */
let everyone: TalentListItem[];

async function listTalents(filters: TalentFilter[] | string, query = 'paginate=1000&language=pt&offices=1') {
  const res = await app.inject({
    method: 'POST',
    url: `${base}${integrationPaths.talents}?${query}`,
    headers: auth(token),
    payload: { filters: typeof filters === 'string' ? filters : serializeTalentFilters(filters) },
  });
  expect(res.statusCode).toBe(200);
  return talentsAnswerSchema.parse(res.json());
}

const ids = (talents: readonly TalentListItem[]) => talents.map((t) => t.id);
const hasCategory = (talent: TalentListItem, id: number) => talent.categories.some((c) => c.id === id);

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'small');
  token = await integrationToken(app);
  const res = await app.inject({
    method: 'GET',
    url: `${base}${integrationPaths.search}?language=en&paginate=5000`,
    headers: auth(token),
  });
  everyone = searchAnswerSchema.parse(res.json()).data;
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('sign-in and auth', () => {
  it('signs in with the right salt and api_key', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${base}/api/signin`,
      payload: { salt: SECRETS.integrationSalt, api_key: SECRETS.integrationApiKey },
    });
    expect(res.statusCode).toBe(200);
    const answer = signinAnswerSchema.parse(res.json());
    expect(answer.token_type).toBe('Bearer');
    expect(answer.expires_in).toBe(3600);
    expect(Date.parse(answer.expires_at)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['wrong salt', { salt: 'nope', api_key: SECRETS.integrationApiKey }],
    ['wrong key', { salt: SECRETS.integrationSalt, api_key: 'nope' }],
    ['the panel secrets', { salt: SECRETS.panelSalt, api_key: SECRETS.panelApiToken }],
  ])('refuses %s with 401', async (_, payload) => {
    const res = await app.inject({ method: 'POST', url: `${base}/api/signin`, payload });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe('unauthorized');
  });

  it('answers 400 naming the missing field', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/api/signin`, payload: { salt: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.api_key');
  });

  it('accepts a urlencoded sign-in form', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${base}/api/signin`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ salt: SECRETS.integrationSalt, api_key: SECRETS.integrationApiKey }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    ['no token', {}],
    ['a malformed header', { authorization: 'Token abc' }],
    ['an unknown token', { authorization: 'Bearer not-a-real-token' }],
  ])('answers 401 JSON with %s', async (_, headers) => {
    const res = await app.inject({ method: 'GET', url: `${base}/api/talents/attributes`, headers });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe('unauthorized');
    expect(res.headers['www-authenticate']).toBe('Bearer');
  });

  it('refuses a panel token', async () => {
    const panel = await panelToken(app);
    for (const request of [
      { method: 'GET' as const, url: `${base}/api/talents/attributes` },
      { method: 'POST' as const, url: `${base}/api/talents` },
      { method: 'GET' as const, url: `${base}/api/talent/profile?id=101` },
    ]) {
      const res = await app.inject({ ...request, headers: auth(panel) });
      expect(res.statusCode).toBe(401);
    }
  });

  it('refuses an expired token', async () => {
    const dir = makeDataDir();
    let now = Date.parse('2026-06-01T12:00:00Z');
    const shortLived = await startApp(dir, 'empty', { tokenTtlSeconds: 60 }, { now: () => now });
    try {
      const expiring = await integrationToken(shortLived);
      now += 59_999;
      const ok = await shortLived.inject({ method: 'GET', url: `${base}/api/talents/attributes`, headers: auth(expiring) });
      expect(ok.statusCode).toBe(200);
      now += 1;
      const late = await shortLived.inject({ method: 'GET', url: `${base}/api/talents/attributes`, headers: auth(expiring) });
      expect(late.statusCode).toBe(401);
    } finally {
      await shortLived.close();
      removeDataDir(dir);
    }
  });
});

describe('GET /api/talents/attributes', () => {
  it('lists the categories, site ones marked "TF -"', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${base}/api/talents/attributes?language=pt&categories=1`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const { data } = attributesAnswerSchema.parse(res.json());
    for (const id of Object.values(CATEGORY)) {
      expect(data.find((c) => c.id === id)?.category).toMatch(/^TF - /);
    }
    expect(data.some((c) => !c.category.includes('TF -'))).toBe(true);
  });

  it('refuses an unknown language with 400', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/api/talents/attributes?language=fr`, headers: auth(token) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('querystring.language');
  });
});

describe('POST /api/talents (listing)', () => {
  it('lists everyone sorted by name, with offices when asked', async () => {
    const { data, meta } = await listTalents([]);
    expect(meta).toEqual({ total: everyone.length, per_page: 1000, current_page: 1, last_page: 1 });
    expect(ids(data)).toEqual(ids(everyone));
    const keys = data.map((t) => nameKey(t.name));
    expect(keys).toEqual([...keys].sort());
    expect(data.every((t) => t.offices !== undefined && t.offices.length > 0)).toBe(true);
    const plain = await listTalents([], 'paginate=1000&language=pt');
    expect(plain.data.every((t) => t.offices === undefined)).toBe(true);
  });

  it('works without a body', async () => {
    const res = await app.inject({ method: 'POST', url: `${base}/api/talents`, headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(talentsAnswerSchema.parse(res.json()).meta.total).toBe(everyone.length);
  });

  it('filters by gender and category together (women of the main board)', async () => {
    const { data } = await listTalents([
      { property: 'gender', value: 'woman' },
      { property: 'categories', value: CATEGORY.mainBoard },
    ]);
    const expected = everyone.filter((t) => t.gender === 'woman' && hasCategory(t, CATEGORY.mainBoard));
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(data)).toEqual(ids(expected));
  });

  it('filters by category alone, the id given as text too', async () => {
    for (const id of [CATEGORY.newFaces, CATEGORY.international, CATEGORY.development]) {
      const expected = ids(everyone.filter((t) => hasCategory(t, id)));
      expect(ids((await listTalents([{ property: 'categories', value: id }])).data)).toEqual(expected);
      const asText = JSON.stringify([{ property: 'categories', value: String(id) }]);
      expect(ids((await listTalents(asText)).data)).toEqual(expected);
    }
  });

  it('filters by office id or slug', async () => {
    const all = (await listTalents([])).data;
    for (const [id, slug] of [
      [1, 'sao-paulo'],
      [2, 'porto-alegre'],
    ] as const) {
      const expected = ids(all.filter((t) => t.offices?.some((o) => o.id === id)));
      expect(expected.length).toBeGreaterThan(0);
      expect(ids((await listTalents([{ property: 'office', value: id }])).data)).toEqual(expected);
      expect(ids((await listTalents([{ property: 'office', value: slug }])).data)).toEqual(expected);
      expect(ids((await listTalents([{ property: 'office', value: String(id) }])).data)).toEqual(expected);
    }
    expect((await listTalents([{ property: 'office', value: 'lisboa' }])).data).toEqual([]);
  });

  it('filters by letter: case-insensitive start of the name (accents ignored)', async () => {
    const first = everyone[0];
    if (!first) throw new Error('no talents');
    const letter = nameKey(first.name)[0] ?? 'a';
    const expected = ids(everyone.filter((t) => nameKey(t.name).startsWith(letter)));
    expect(ids((await listTalents([{ property: 'letter', value: letter.toUpperCase() }])).data)).toEqual(expected);
    expect(ids((await listTalents([{ property: 'letter', value: letter }])).data)).toEqual(expected);
  });

  it('filters by name: case- and accent-insensitive part of the name', async () => {
    const sample = everyone.find((t) => /[À-ÿ]/.test(t.name)) ?? everyone[0];
    if (!sample) throw new Error('no talents');
    const part = sample.name.split(' ')[0] ?? sample.name;
    const expected = ids(everyone.filter((t) => nameKey(t.name).includes(nameKey(part))));
    for (const value of [part, part.toUpperCase(), nameKey(part)]) {
      expect(ids((await listTalents([{ property: 'name', value }])).data)).toEqual(expected);
    }
    expect((await listTalents([{ property: 'name', value: 'zzzz-no-one' }])).data).toEqual([]);
    // LIKE wildcards are plain characters
    expect((await listTalents([{ property: 'name', value: '%' }])).data).toEqual([]);
  });

  it('filters by hair and eyes (exact)', async () => {
    const sample = everyone[3];
    if (!sample?.hair || !sample.eyes) throw new Error('sample without hair/eyes');
    const byHair = ids(everyone.filter((t) => t.hair === sample.hair));
    expect(ids((await listTalents([{ property: 'hair', value: sample.hair }])).data)).toEqual(byHair);
    const byBoth = ids(everyone.filter((t) => t.hair === sample.hair && t.eyes === sample.eyes));
    expect(
      ids(
        (
          await listTalents([
            { property: 'hair', value: sample.hair },
            { property: 'eyes', value: sample.eyes },
          ])
        ).data,
      ),
    ).toEqual(byBoth);
    expect((await listTalents([{ property: 'hair', value: sample.hair.slice(0, 3) }])).data).toEqual([]);
  });

  it('pages with paginate and page', async () => {
    const perPage = 7;
    const pages = Math.ceil(everyone.length / perPage);
    const seen: number[] = [];
    for (let page = 1; page <= pages; page++) {
      const answer = await listTalents([], `paginate=${perPage}&page=${page}`);
      expect(answer.meta).toEqual({ total: everyone.length, per_page: perPage, current_page: page, last_page: pages });
      seen.push(...ids(answer.data));
    }
    expect(seen).toEqual(ids(everyone));
    const beyond = await listTalents([], `paginate=${perPage}&page=${pages + 1}`);
    expect(beyond.data).toEqual([]);
  });

  it.each([
    ['an unknown filter property', '[{"property":"colour","value":"x"}]', 'unknown filter property'],
    ['filters that are not JSON', 'not json', 'must be JSON'],
    ['filters that are not a list', '{"property":"gender","value":"woman"}', 'list'],
    ['a bad gender value', '[{"property":"gender","value":"other"}]', 'body.filters.0.value'],
    ['a letter of two characters', '[{"property":"letter","value":"ab"}]', 'body.filters.0.value'],
  ])('answers 400 for %s', async (_, filters, message) => {
    const res = await app.inject({ method: 'POST', url: `${base}/api/talents`, headers: auth(token), payload: { filters } });
    expect(res.statusCode).toBe(400);
    const error = errorOf(res);
    expect(error.error).toBe('bad_request');
    expect(error.message).toContain(message);
  });

  it.each([
    ['paginate=0', 'querystring.paginate'],
    ['paginate=abc', 'querystring.paginate'],
    ['page=-1', 'querystring.page'],
    ['offices=maybe', 'querystring.offices'],
  ])('answers 400 for the query %s', async (query, field) => {
    const res = await app.inject({ method: 'POST', url: `${base}/api/talents?${query}`, headers: auth(token) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain(field);
  });

  it('answers 400 for a malformed JSON body and 415 for text/plain', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: `${base}/api/talents`,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"filters": ',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).error).toBe('bad_request');
    const text = await app.inject({
      method: 'POST',
      url: `${base}/api/talents`,
      headers: { ...auth(token), 'content-type': 'text/plain' },
      payload: 'filters=[]',
    });
    expect(text.statusCode).toBe(415);
    expect(errorOf(text).error).toBe('unsupported_media_type');
  });
});

describe('GET /api/talents (search list)', () => {
  it('pages by 500 by default', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/api/talents?language=en`, headers: auth(token) });
    const answer = searchAnswerSchema.parse(res.json());
    expect(answer.meta.per_page).toBe(500);
    expect(answer.meta.total).toBe(everyone.length);
  });
});

describe('GET /api/talent/profile', () => {
  it('answers the profile object directly, with media and measurements', async () => {
    const talent = everyone[0];
    if (!talent) throw new Error('no talents');
    const res = await app.inject({
      method: 'GET',
      url: `${base}/api/talent/profile?id=${talent.id}&language=en`,
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
    const profile = profileAnswerSchema.parse(res.json());
    expect(profile.id).toBe(talent.id);
    expect(profile.name).toBe(talent.name);
    expect(profile.book.length).toBeGreaterThan(0);
    expect(profile.book[0]?.file).toBe(talent.cover);
    expect(profile.age).toBeGreaterThanOrEqual(16);
    expect(profile.height).toMatch(/^\d{3}\/\d'\d{1,2}$/);

    const image = await app.inject({ method: 'GET', url: new URL(profile.book[0]?.file ?? '').pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
  });

  it('answers 404 JSON for an unknown id and 400 for a bad one', async () => {
    const missing = await app.inject({ method: 'GET', url: `${base}/api/talent/profile?id=999999`, headers: auth(token) });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).error).toBe('not_found');
    const bad = await app.inject({ method: 'GET', url: `${base}/api/talent/profile?id=abc`, headers: auth(token) });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('querystring.id');
    const none = await app.inject({ method: 'GET', url: `${base}/api/talent/profile`, headers: auth(token) });
    expect(none.statusCode).toBe(400);
  });
});

describe('GET /api/agency/instagram', () => {
  it('answers a few photo-feed items', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${base}/api/agency/instagram?username=vitrinemodels`,
      headers: auth(token),
    });
    const { data } = photoFeedAnswerSchema.parse(res.json());
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]?.permalink).toContain('vitrinemodels');
  });

  it('needs a username', async () => {
    const res = await app.inject({ method: 'GET', url: `${base}/api/agency/instagram`, headers: auth(token) });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('querystring.username');
  });
});
