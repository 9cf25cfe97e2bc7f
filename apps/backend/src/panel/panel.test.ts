import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customizationsAnswerSchema,
  ENTITIES,
  integrationPaths,
  loginAnswerSchema,
  panelPaths,
  postItemAnswerSchema,
  postListAnswerSchema,
  profileAnswerSchema,
  slideItemAnswerSchema,
  slidesAnswerSchema,
  socialMediasAnswerSchema,
  staffItemAnswerSchema,
  staffListAnswerSchema,
  websiteImagesAnswerSchema,
  websiteTextsAnswerSchema,
  WEBSITE_TEXT_KEYS,
  ZIP_CONTENT_TYPE,
} from '@vitrine/contracts';
import { dataPaths } from '../app';
import {
  auth,
  errorOf,
  integrationToken,
  makeDataDir,
  panelToken,
  readZip,
  removeDataDir,
  SECRETS,
  startApp,
} from '../test/helpers';

const base = '/panel';
let app: FastifyInstance;
let dataDir: string;
let token: string;

const get = (url: string, headers: Record<string, string> = auth(token)) => app.inject({ method: 'GET', url: `${base}${url}`, headers });

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'small');
  token = await panelToken(app);
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('login and auth', () => {
  it('logs in with the right salt and api_token', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${base}${panelPaths.login}`,
      payload: { salt: SECRETS.panelSalt, api_token: SECRETS.panelApiToken },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.parse(loginAnswerSchema.parse(res.json()).expires_at)).toBeGreaterThan(Date.now());
  });

  it.each([
    ['wrong salt', { salt: 'x', api_token: SECRETS.panelApiToken }],
    ['wrong token', { salt: SECRETS.panelSalt, api_token: 'x' }],
    ['the integration secrets', { salt: SECRETS.integrationSalt, api_token: SECRETS.integrationApiKey }],
  ])('refuses %s with 401', async (_, payload) => {
    const res = await app.inject({ method: 'POST', url: `${base}${panelPaths.login}`, payload });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res).error).toBe('unauthorized');
  });

  it('needs a bearer token of the panel on every other route', async () => {
    const integration = await integrationToken(app);
    for (const headers of [{}, { authorization: 'Bearer nope' }, auth(integration)]) {
      for (const url of [panelPaths.websiteTexts, panelPaths.entities('staff'), panelPaths.posts('blog', 'pt')]) {
        const res = await get(url, headers);
        expect(res.statusCode, url).toBe(401);
        expect(errorOf(res).error).toBe('unauthorized');
      }
      const zip = await app.inject({ method: 'POST', url: `${base}${panelPaths.zip}`, headers, payload: { talent_id: 101 } });
      expect(zip.statusCode).toBe(401);
    }
  });
});

describe('entities', () => {
  it('lists staff and answers one by id', async () => {
    const { data } = staffListAnswerSchema.parse((await get(panelPaths.entities('staff'))).json());
    expect(data.length).toBeGreaterThanOrEqual(8);
    const first = data[0];
    if (!first) throw new Error('no staff');
    const one = staffItemAnswerSchema.parse((await get(panelPaths.entity('staff', first.id))).json());
    expect(one.data).toEqual(first);
  });

  it('lists slides and answers one by id', async () => {
    const { data } = slidesAnswerSchema.parse((await get(panelPaths.slides)).json());
    expect(data.length).toBeGreaterThanOrEqual(3);
    const first = data[0];
    if (!first) throw new Error('no slides');
    expect(slideItemAnswerSchema.parse((await get(panelPaths.entity('slides', first.id))).json()).data).toEqual(first);
  });

  it('lists blog posts and campaigns, and answers them by id and by slug', async () => {
    for (const type of ['blog', 'campaign'] as const) {
      const { data } = postListAnswerSchema.parse((await get(panelPaths.entities(type))).json());
      expect(data.length).toBeGreaterThan(0);
      expect(data.every((p) => p.type === type)).toBe(true);
      const post = data.find((p) => !p.slug.startsWith('http'));
      if (!post) throw new Error('no post');
      expect(postItemAnswerSchema.parse((await get(panelPaths.entity(type, post.id))).json()).data).toEqual(post);
      expect(postItemAnswerSchema.parse((await get(panelPaths.entity(type, 'id', String(post.id)))).json()).data).toEqual(
        post,
      );
      const bySlug = postItemAnswerSchema.parse((await get(panelPaths.entity(type, 'slug', post.slug))).json());
      expect(bySlug.data).toEqual(post);
    }
  });

  it('finds the post whose slug is a full URL by that URL and by its last segment', async () => {
    const { data } = postListAnswerSchema.parse((await get(panelPaths.entities('blog'))).json());
    const post = data.find((p) => p.slug.startsWith('http://localhost:3000/blog/'));
    if (!post) throw new Error('no full-URL slug');
    const segment = post.slug.split('/').pop() ?? '';
    const long = await get(panelPaths.postBySlug(`http://localhost:3000/blog/${'x'.repeat(300)}`));
    expect(long.statusCode).toBe(404);
    expect(errorOf(long).message).toContain('No blog post with slug');
    expect(postItemAnswerSchema.parse((await get(panelPaths.postBySlug(segment))).json()).data.id).toBe(post.id);
    expect(postItemAnswerSchema.parse((await get(panelPaths.postBySlug(post.slug))).json()).data.id).toBe(post.id);
  });

  it('finds campaigns through the blog entity (the single-post page), not blog posts as campaigns', async () => {
    const blog = postListAnswerSchema.parse((await get(panelPaths.entities('blog'))).json()).data;
    expect((await get(panelPaths.entity('campaign', blog[0]?.id ?? 1))).statusCode).toBe(404);
    const campaigns = postListAnswerSchema.parse((await get(panelPaths.entities('campaign'))).json()).data;
    const campaign = campaigns[0];
    if (!campaign) throw new Error('no campaign');
    expect(postItemAnswerSchema.parse((await get(panelPaths.entity('blog', campaign.id))).json()).data).toEqual(campaign);
    expect(postItemAnswerSchema.parse((await get(panelPaths.postBySlug(campaign.slug))).json()).data).toEqual(campaign);
  });

  it.each([
    ['an unknown entity', '/api/entities/models'],
    ['an unknown entity with an id', '/api/entities/models/1'],
    ['an unknown staff id', '/api/entities/staff/999999'],
    ['a non-numeric staff id', '/api/entities/staff/abc'],
    ['an unknown slide id', '/api/entities/slides/999999'],
    ['an unknown post id', '/api/entities/blog/999999'],
    ['an unknown slug', '/api/entities/blog/slug/no-such-post'],
    ['an unknown concept', '/api/entities/blog/colour/red'],
    ['a concept on staff', '/api/entities/staff/slug/x'],
    ['an unknown post type', '/api/posts/news/pt'],
    ['an unknown post language', '/api/posts/blog/fr'],
    ['an unknown route', '/api/nothing-here'],
  ])('answers 404 JSON for %s', async (_, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).error).toBe('not_found');
  });

  it('knows every entity of the contract', async () => {
    for (const entity of ENTITIES) expect((await get(panelPaths.entities(entity))).statusCode).toBe(200);
  });
});

describe('blog lists', () => {
  it('answers the posts of a type in one language, newest first, linked to their translations', async () => {
    for (const type of ['blog', 'campaign'] as const) {
      for (const lang of ['pt', 'en'] as const) {
        const { data } = postListAnswerSchema.parse((await get(panelPaths.posts(type, lang))).json());
        expect(data.length).toBeGreaterThan(0);
        expect(data.every((p) => p.language === lang && p.type === type)).toBe(true);
        const dates = data.map((p) => p.created_at);
        expect(dates).toEqual([...dates].sort().reverse());
        for (const post of data) {
          expect(post.batchItems.some((item) => item.id === post.id && item.language === lang)).toBe(true);
          if (post.batch !== null) expect(post.batchItems.map((i) => i.language).sort()).toEqual(['en', 'pt']);
        }
      }
    }
  });

  it('serves media URLs that work, with the content placeholder replaced', async () => {
    const { data } = postListAnswerSchema.parse((await get(panelPaths.posts('blog', 'pt'))).json());
    const post = data.find((p) => p.content.includes('<img'));
    if (!post) throw new Error('no post with an image');
    expect(post.content).not.toContain('{{media}}');
    const src = /<img src="([^"]+)"/.exec(post.content)?.[1] ?? '';
    expect((await app.inject({ method: 'GET', url: new URL(src).pathname })).statusCode).toBe(200);
  });
});

describe('site settings', () => {
  it('answers texts in pt and en with every contract key', async () => {
    const { data } = websiteTextsAnswerSchema.parse((await get(panelPaths.websiteTexts)).json());
    for (const key of WEBSITE_TEXT_KEYS) {
      expect(data[key]?.pt, key).toBeTruthy();
      expect(data[key]?.en, key).toBeTruthy();
    }
    expect(data.about_description?.pt).toContain('<p>');
    expect(data.about_description?.en).not.toBe(data.about_description?.pt);
  });

  it('answers website images that are served', async () => {
    const { data } = websiteImagesAnswerSchema.parse((await get(panelPaths.websiteImages)).json());
    for (const name of ['logo', 'prehome_logo']) {
      const url = data[name];
      if (!url) throw new Error(`no ${name}`);
      const res = await app.inject({ method: 'GET', url: new URL(url).pathname });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
    }
  });

  it('answers customizations and social medias', async () => {
    const custom = customizationsAnswerSchema.parse((await get(panelPaths.customizations)).json());
    expect(custom.data.agency_name).toBeTruthy();
    const social = socialMediasAnswerSchema.parse((await get(panelPaths.socialMedias)).json());
    expect(social.data.instagram?.url).toMatch(/^https:\/\//);
    expect(social.data.facebook?.url).toMatch(/^https:\/\//);
  });
});

describe('POST /api/download/zip', () => {
  const talentWithEverything = async () => {
    const integration = await integrationToken(app);
    const list = await app.inject({
      method: 'GET',
      url: `/integration${integrationPaths.search}?paginate=100`,
      headers: auth(integration),
    });
    const ids = (list.json() as { data: { id: number }[] }).data.map((t) => t.id);
    for (const id of ids) {
      const res = await app.inject({
        method: 'GET',
        url: `/integration${integrationPaths.profile}?id=${id}`,
        headers: auth(integration),
      });
      const profile = profileAnswerSchema.parse(res.json());
      if (profile.snap.length > 0 && profile.compo.length > 0) return profile;
    }
    throw new Error('no talent with snaps and a composite');
  };

  it("streams a valid zip of the talent's images", async () => {
    const profile = await talentWithEverything();
    const res = await app.inject({
      method: 'POST',
      url: `${base}${panelPaths.zip}`,
      headers: auth(token),
      payload: { talent_id: profile.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(ZIP_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z0-9-]+\.zip"/);
    const entries = readZip(res.rawPayload);
    const all = [...profile.book, ...profile.snap, ...profile.compo];
    expect(entries).toHaveLength(all.length);
    expect(entries.filter((e) => e.name.startsWith('book/'))).toHaveLength(profile.book.length);
    // byte for byte the media files of the profile, in gallery order
    const mediaDir = dataPaths(dataDir).media;
    const fileOf = (url: string) => path.join(mediaDir, new URL(url).pathname.replace(/^\/media\//, ''));
    const files = new Set(all.map((item) => readFileSync(fileOf(item.file)).toString('base64')));
    for (const entry of entries) expect(files.has(entry.data.toString('base64'))).toBe(true);
  });

  it('keeps only the galleries asked for', async () => {
    const profile = await talentWithEverything();
    const res = await app.inject({
      method: 'POST',
      url: `${base}${panelPaths.zip}`,
      headers: auth(token),
      payload: { talent_id: profile.id, galleries: ['snap'] },
    });
    const entries = readZip(res.rawPayload);
    expect(entries).toHaveLength(profile.snap.length);
    expect(entries.every((e) => e.name.startsWith('snap/'))).toBe(true);
  });

  it.each([
    ['an unknown talent', { talent_id: 999999 }, 404],
    ['a missing talent_id', {}, 400],
    ['a text talent_id', { talent_id: 'abc' }, 400],
    ['an unknown gallery', { talent_id: 101, galleries: ['video'] }, 400],
  ])('answers %s with a JSON error', async (_, payload, status) => {
    const res = await app.inject({ method: 'POST', url: `${base}${panelPaths.zip}`, headers: auth(token), payload });
    expect(res.statusCode).toBe(status);
    errorOf(res);
  });

  it('answers 400 for malformed JSON and 415 for another content type', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: `${base}${panelPaths.zip}`,
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{talent_id: 1',
    });
    expect(bad.statusCode).toBe(400);
    errorOf(bad);
    const xml = await app.inject({
      method: 'POST',
      url: `${base}${panelPaths.zip}`,
      headers: { ...auth(token), 'content-type': 'application/xml' },
      payload: '<talent/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(errorOf(xml).message).toContain('application/xml');
    const form = await app.inject({
      method: 'POST',
      url: `${base}${panelPaths.zip}`,
      headers: { ...auth(token), 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(form.statusCode).toBe(415);
  });
});
