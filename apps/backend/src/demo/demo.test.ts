import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATEGORY,
  EYE_VALUES,
  HAIR_VALUES,
  integrationPaths,
  isVideoUrl,
  panelPaths,
  postListAnswerSchema,
  profileAnswerSchema,
  SITE_CATEGORY_MARK,
  slidesAnswerSchema,
  staffListAnswerSchema,
  type TalentListItem,
  talentsAnswerSchema,
  VIDEO_PROVIDERS,
} from '@vitrine/contracts';
import { dataPaths } from '../app';
import { ageOf } from '../lib/text';
import { auth, integrationToken, makeDataDir, panelToken, removeDataDir, startApp } from '../test/helpers';
import { Random } from './random';
import { DEMO_SEED } from './seed';
import { generateTalents, heightText, measureText } from './talents';

let app: FastifyInstance;
let dataDir: string;
let talents: TalentListItem[];
let integration: string;
let panel: string;

/** Width and height of an mp4's first track (its `tkhd` box ends with them, 16.16 fixed point). */
function videoSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  const at = bytes.indexOf('tkhd') - 4;
  const end = at + bytes.readUInt32BE(at);
  return { width: bytes.readUInt32BE(end - 8) >> 16, height: bytes.readUInt32BE(end - 4) >> 16 };
}

const mediaFile = (url: string) => path.join(dataPaths(dataDir).media, new URL(url).pathname.replace(/^\/media\//, ''));

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'default', { siteUrl: 'http://localhost:3000' });
  integration = await integrationToken(app);
  panel = await panelToken(app);
  const res = await app.inject({
    method: 'POST',
    url: `/integration${integrationPaths.talents}?paginate=5000&offices=1`,
    headers: auth(integration),
  });
  talents = talentsAnswerSchema.parse(res.json()).data;
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('default demo talents', () => {
  it('has at least 400 talents of both genders in both offices', () => {
    expect(talents.length).toBeGreaterThanOrEqual(400);
    expect(new Set(talents.map((t) => t.gender))).toEqual(new Set(['woman', 'man']));
    for (const office of [1, 2]) expect(talents.some((t) => t.offices?.some((o) => o.id === office))).toBe(true);
    expect(talents.some((t) => (t.offices?.length ?? 0) > 1)).toBe(true);
    expect(new Set(talents.map((t) => t.name)).size).toBe(talents.length);
  });

  it('covers every site category, plus talents the site must hide', () => {
    for (const id of Object.values(CATEGORY)) {
      for (const gender of ['woman', 'man']) {
        expect(talents.some((t) => t.gender === gender && t.categories.some((c) => c.id === id))).toBe(true);
      }
    }
    const hidden = talents.filter((t) => !t.categories.some((c) => c.category.includes(SITE_CATEGORY_MARK)));
    expect(hidden.length).toBeGreaterThan(0);
    // main-board talents that are also new faces or international (dropped from women/men)
    const both = talents.filter(
      (t) =>
        t.categories.some((c) => c.id === CATEGORY.mainBoard) &&
        t.categories.some((c) => c.id === CATEGORY.newFaces || c.id === CATEGORY.international),
    );
    expect(both.length).toBeGreaterThan(0);
  });

  it('has realistic Brazilian names, ages 16–45 and measurements in the SPEC formats', () => {
    expect(talents.some((t) => /[ÁÂÃÉÊÍÓÔÕÚÇáâãéêíóôõúç]/.test(t.name))).toBe(true);
    for (const t of talents) {
      expect(t.name).toMatch(/^\S+ \S+/);
      const age = ageOf(t.birthdate);
      expect(age).toBeGreaterThanOrEqual(16);
      expect(age).toBeLessThanOrEqual(45);
      expect(t.height).toMatch(/^\d{3}\/\d'\d{1,2}$/);
      for (const measure of [t.bust, t.waist, t.hips]) expect(measure).toMatch(/^\d{2,3}\/\d{2}$/);
      expect(t.jeans).toMatch(/^\d{2}x\d{2}$/);
      expect(t.shoes).toMatch(/^\d{2} BR$/);
      expect(HAIR_VALUES).toContain(t.hair);
      expect(EYE_VALUES).toContain(t.eyes);
    }
    const withInstagram = talents.filter((t) => t.instagram !== null).length;
    expect(withInstagram / talents.length).toBeGreaterThan(0.7);
  });

  it('formats heights and measures as cm/imperial', () => {
    expect(heightText(175)).toBe("175/5'9");
    expect(heightText(183)).toBe("183/6'0");
    expect(measureText(86)).toBe('86/34');
  });

  it('gives profiles with books, and some without videos, polaroids or composite', async () => {
    const profiles = await Promise.all(
      talents.slice(0, 60).map(async (t) => {
        const res = await app.inject({
          method: 'GET',
          url: `/integration${integrationPaths.profile}?id=${t.id}&language=en`,
          headers: auth(integration),
        });
        return profileAnswerSchema.parse(res.json());
      }),
    );
    for (const p of profiles) {
      expect(p.book.length).toBeGreaterThanOrEqual(4);
      expect(p.shirt && p.suit && p.weight).toBeTruthy();
      expect(p.age).toBe(ageOf(p.birthdate));
    }
    expect(profiles.some((p) => p.book.some((i) => i.width > i.height))).toBe(true);
    expect(profiles.some((p) => p.video.length === 0)).toBe(true);
    expect(profiles.some((p) => p.snap.length === 0)).toBe(true);
    expect(profiles.some((p) => p.compo.length === 0)).toBe(true);
    const providers = new Set(profiles.flatMap((p) => p.video.map((v) => v.provider)));
    expect(providers).toEqual(new Set(VIDEO_PROVIDERS));
  });

  it('serves real progressive JPEGs whose recorded size matches the file', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/integration${integrationPaths.profile}?id=${talents[0]?.id}`,
      headers: auth(integration),
    });
    const profile = profileAnswerSchema.parse(res.json());
    for (const image of [...profile.book, ...profile.snap, ...profile.compo]) {
      const meta = await sharp(readFileSync(mediaFile(image.file))).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.isProgressive).toBe(true);
      expect({ width: meta.width, height: meta.height }).toEqual({ width: image.width, height: image.height });
    }
  });

  it('is deterministic', () => {
    const pool = { portraits: ['a', 'b', 'c', 'd', 'e'], landscapes: ['l'], snaps: ['s1', 's2', 's3'], composites: ['c'] };
    const today = new Date('2026-06-01T00:00:00Z');
    const one = generateTalents(50, pool, today, new Random(DEMO_SEED));
    const two = generateTalents(50, pool, today, new Random(DEMO_SEED));
    expect(one).toEqual(two);
  });
});

describe('default demo content', () => {
  const getPanel = async (url: string) =>
    (await app.inject({ method: 'GET', url: `/panel${url}`, headers: auth(panel) })).json();

  it('has ≥12 blog posts and ≥4 campaigns in pt and en, linked as translations', async () => {
    for (const [type, minimum] of [
      ['blog', 12],
      ['campaign', 4],
    ] as const) {
      const pt = postListAnswerSchema.parse(await getPanel(panelPaths.posts(type, 'pt'))).data;
      const en = postListAnswerSchema.parse(await getPanel(panelPaths.posts(type, 'en'))).data;
      const linked = pt.filter((post) => post.batch !== null);
      expect(linked.length).toBeGreaterThanOrEqual(minimum);
      for (const post of linked) {
        const translation = en.find((e) => e.batch === post.batch);
        if (!translation) throw new Error(`no translation of ${post.slug}`);
        expect(translation.title).not.toBe(post.title);
        expect(post.batchItems).toEqual(translation.batchItems);
        expect(post.batchItems).toEqual([
          { id: post.id, slug: post.slug, language: 'pt' },
          { id: translation.id, slug: translation.slug, language: 'en' },
        ]);
      }
      const years = new Set([...pt, ...en].map((p) => p.created_at.slice(0, 4)));
      expect(years).toEqual(new Set(['2025', '2026']));
    }
  });

  it('has a video cover, a full-URL slug, unsafe HTML and rich content', async () => {
    const posts = postListAnswerSchema.parse(await getPanel(panelPaths.entities('blog'))).data;
    expect(posts.some((p) => p.cover !== null && p.cover.endsWith('.mp4'))).toBe(true);
    expect(posts.some((p) => p.slug === `http://localhost:3000/blog/${p.slug.split('/').pop()}`)).toBe(true);
    expect(posts.some((p) => /<script|onerror=/.test(p.content))).toBe(true);
    for (const p of posts) expect(p.content).toMatch(/<p>[\s\S]*<h2>/);
    expect(posts.some((p) => p.content.includes('<img'))).toBe(true);
    expect(posts.some((p) => p.batch === null)).toBe(true);
  });

  it('has slides with mobile and desktop media, one of them the video', async () => {
    const slides = slidesAnswerSchema.parse(await getPanel(panelPaths.slides)).data;
    expect(slides.length).toBeGreaterThanOrEqual(3);
    expect(slides.some((s) => isVideoUrl(s.image_mobile) && isVideoUrl(s.image_desktop))).toBe(true);
    const still = slides.find((s) => !isVideoUrl(s.image_mobile));
    if (!still) throw new Error('no image slide');
    const mobile = await sharp(readFileSync(mediaFile(still.image_mobile))).metadata();
    const desktop = await sharp(readFileSync(mediaFile(still.image_desktop))).metadata();
    expect(mobile.height).toBeGreaterThan(mobile.width);
    expect(desktop.width).toBeGreaterThan(desktop.height);
    const video = slides.find((s) => isVideoUrl(s.image_mobile));
    const res = await app.inject({ method: 'GET', url: new URL(video?.image_mobile ?? '').pathname });
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.rawPayload.length).toBeLessThan(200 * 1024);
    // Shaped as the frames that show them: a phone's full-height slide, a wide screen's.
    const phone = videoSize(mediaFile(video?.image_mobile ?? ''));
    const wide = videoSize(mediaFile(video?.image_desktop ?? ''));
    expect(phone.height / phone.width).toBeGreaterThanOrEqual(16 / 9);
    expect(wide.width / wide.height).toBeGreaterThanOrEqual(16 / 9);
  });

  it('has post pictures in the portrait shapes of their boxes, big enough for a phone at 2x', async () => {
    const posts = postListAnswerSchema.parse(await getPanel(panelPaths.entities('blog'))).data;
    const pictures = posts.flatMap((p) => [p.thumbnail, p.cover]).filter((url): url is string => url !== null && !isVideoUrl(url));
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of new Set(pictures)) {
      const { width = 0, height = 0 } = await sharp(readFileSync(mediaFile(url))).metadata();
      // The boxes are 4:5 (post page, blog list) and 4:5, 2:3, 1:1, 3:4 (home masonry).
      expect(height / width, url).toBeCloseTo(5 / 4, 2);
      expect(width, url).toBeGreaterThanOrEqual(750);
    }
    const videoCover = posts.find((p) => p.cover !== null && isVideoUrl(p.cover));
    const size = videoSize(mediaFile(videoCover?.cover ?? ''));
    expect(size.height).toBeGreaterThan(size.width);
  });

  it('has at least 8 staff, one with phone "-" and one with phone null', async () => {
    const staff = staffListAnswerSchema.parse(await getPanel(panelPaths.entities('staff'))).data;
    expect(staff.length).toBeGreaterThanOrEqual(8);
    expect(staff.some((s) => s.phone === '-')).toBe(true);
    expect(staff.some((s) => s.phone === null)).toBe(true);
    for (const s of staff) expect(s.role && s.cover && s.email).toBeTruthy();
  });
});
