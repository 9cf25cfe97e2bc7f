import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  integrationPaths,
  panelPaths,
  postListAnswerSchema,
  slidesAnswerSchema,
  socialMediasAnswerSchema,
  staffListAnswerSchema,
  talentsAnswerSchema,
  websiteTextsAnswerSchema,
} from '@vitrine/contracts';
import { auth, integrationToken, makeDataDir, panelToken, removeDataDir, startApp } from '../test/helpers';

let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'empty');
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

it('DEMO_DATA=empty has no talents, posts, slides or staff, but keeps texts and social medias', async () => {
  const integration = await integrationToken(app);
  const panel = await panelToken(app);
  const list = await app.inject({
    method: 'POST',
    url: `/integration${integrationPaths.talents}`,
    headers: auth(integration),
    payload: { filters: '[]' },
  });
  expect(talentsAnswerSchema.parse(list.json())).toEqual({
    data: [],
    meta: { total: 0, per_page: 1000, current_page: 1, last_page: 1 },
  });
  const get = async (url: string) => (await app.inject({ method: 'GET', url: `/panel${url}`, headers: auth(panel) })).json();
  expect(postListAnswerSchema.parse(await get(panelPaths.posts('blog', 'pt'))).data).toEqual([]);
  expect(postListAnswerSchema.parse(await get(panelPaths.posts('campaign', 'en'))).data).toEqual([]);
  expect(slidesAnswerSchema.parse(await get(panelPaths.slides)).data).toEqual([]);
  expect(staffListAnswerSchema.parse(await get(panelPaths.entities('staff'))).data).toEqual([]);
  expect(Object.keys(websiteTextsAnswerSchema.parse(await get(panelPaths.websiteTexts)).data).length).toBeGreaterThan(0);
  expect(socialMediasAnswerSchema.parse(await get(panelPaths.socialMedias)).data.instagram).not.toBeNull();
});

it('DEMO_DATA=single-slide is the small set with one home slide', async () => {
  const dir = makeDataDir();
  const single = await startApp(dir, 'single-slide');
  try {
    const panel = await panelToken(single);
    const res = await single.inject({ method: 'GET', url: `/panel${panelPaths.slides}`, headers: auth(panel) });
    expect(slidesAnswerSchema.parse(res.json()).data).toHaveLength(1);
    const list = await single.inject({ method: 'POST', url: `/integration${integrationPaths.talents}`, headers: auth(await integrationToken(single)) });
    expect(talentsAnswerSchema.parse(list.json()).meta.total).toBe(48);
  } finally {
    await single.close();
    removeDataDir(dir);
  }
});
