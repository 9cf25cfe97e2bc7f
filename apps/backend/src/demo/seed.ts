import { OFFICES } from '@vitrine/contracts';
import type { DemoDataSet } from '../config';
import { setMeta, type Db } from '../db/index';
import { nameKey } from '../lib/text';
import { MEDIA_PLACEHOLDER } from '../panel/content';
import { copyDemoVideos, DEMO_VIDEOS, renderImages } from './images';
import { FULL_POOL, NO_POOL, poolOf, SMALL_POOL, type PoolPlan } from './pool';
import { DEMO_POSTS, type PostText } from './posts';
import { Random } from './random';
import { DEMO_CUSTOMIZATIONS, DEMO_SOCIAL_MEDIAS, DEMO_STAFF, DEMO_TEXTS } from './site';
import { DEMO_CATEGORIES, generateTalents } from './talents';

/** What each data set holds. `small` is a quick set for tests; `large` is for benchmarks;
 * `single-slide` is `small` with one home slide (the slider without autoplay or loop). */
export const DATA_SETS: Record<DemoDataSet, { talents: number; pool: PoolPlan; content: boolean; slides?: number }> = {
  default: { talents: 420, pool: FULL_POOL, content: true },
  large: { talents: 5000, pool: FULL_POOL, content: true },
  small: { talents: 48, pool: SMALL_POOL, content: true },
  'single-slide': { talents: 48, pool: SMALL_POOL, content: true, slides: 1 },
  empty: { talents: 0, pool: NO_POOL, content: false },
};

/** Same seed for every set: `large` starts with the same talents as `default`. */
export const DEMO_SEED = 20_260_101;

export interface SeedOptions {
  set: DemoDataSet;
  mediaDir: string;
  assetsDir: string;
  /** Origin of the site, for the post whose slug is a full URL. */
  siteUrl: string;
  /** Folder caching rendered images across data folders (see renderImages); none: always draw. */
  mediaCacheDir?: string;
  /** Ages are counted from this day (default: now). */
  today?: Date;
}

export interface SeedCounts {
  talents: number;
  posts: number;
  slides: number;
  staff: number;
  images: number;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The HTML body of a post; `unsafe` adds markup the site must strip when it sanitises. */
function postHtml(text: PostText, inlineImage: string | undefined, unsafe: boolean): string {
  const parts = [`<p>${escapeHtml(text.intro)}</p>`, `<h2>${escapeHtml(text.heading)}</h2>`, `<p>${escapeHtml(text.body)}</p>`];
  if (inlineImage) {
    parts.push(`<img src="${MEDIA_PLACEHOLDER}/${inlineImage}" alt="${escapeHtml(text.title)}" width="1600" height="1000">`);
  }
  if (unsafe) {
    parts.push(
      `<script>alert('xss')</script>`,
      `<img src="x" onerror="alert('xss')" alt="">`,
      `<p><a href="javascript:alert('xss')" onclick="alert('xss')">galeria</a></p>`,
    );
  }
  parts.push(`<p>${escapeHtml(text.closing)}</p>`);
  return parts.join('\n');
}

/**
 * Creates a demo data set on a new database: renders the media pool into mediaDir, then
 * inserts everything in one transaction (so an interrupted seed leaves nothing behind and
 * runs again on the next start). Deterministic: same set, same rows.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedCounts> {
  const set = DATA_SETS[options.set];
  const pool = poolOf(set.pool);
  await renderImages(options.mediaDir, pool.specs, { cacheDir: options.mediaCacheDir });
  await copyDemoVideos(options.assetsDir, options.mediaDir);
  const video = DEMO_VIDEOS.landscape.file;
  const portraitVideo = DEMO_VIDEOS.portrait.file;

  const files = (specs: readonly { file: string }[]) => specs.map((spec) => spec.file);
  const talents = generateTalents(
    set.talents,
    {
      portraits: files(pool.portraits),
      landscapes: files(pool.landscapes),
      snaps: files(pool.snaps),
      composites: files(pool.composites),
    },
    options.today ?? new Date(),
    new Random(DEMO_SEED),
  );

  const counts: SeedCounts = { talents: talents.length, posts: 0, slides: 0, staff: 0, images: pool.specs.length };

  db.transaction(() => {
    const mediaIds = new Map<string, number>();
    const insertMedia = db.prepare('INSERT INTO media (file, width, height) VALUES (?, ?, ?)');
    for (const spec of pool.specs) {
      mediaIds.set(spec.file, Number(insertMedia.run(spec.file, spec.width, spec.height).lastInsertRowid));
    }
    for (const v of Object.values(DEMO_VIDEOS)) insertMedia.run(v.file, v.width, v.height);
    const mediaId = (file: string) => {
      const id = mediaIds.get(file);
      if (id === undefined) throw new Error(`Demo media ${file} is not in the pool`);
      return id;
    };

    const insertCategory = db.prepare('INSERT INTO categories (id, category) VALUES (?, ?)');
    for (const category of DEMO_CATEGORIES) insertCategory.run(category.id, category.category);
    const insertOffice = db.prepare('INSERT INTO offices (id, slug, name) VALUES (?, ?, ?)');
    for (const office of OFFICES) insertOffice.run(office.id, office.slug, office.name);

    const insertTalent = db.prepare(`INSERT INTO talents (id, name, name_key, gender, birthdate, hair, eyes, height,
      bust, waist, hips, shoes, jeans, shirt, suit, weight, instagram, cover_media_id)
      VALUES (@id, @name, @nameKey, @gender, @birthdate, @hair, @eyes, @height, @bust, @waist, @hips, @shoes, @jeans,
      @shirt, @suit, @weight, @instagram, @cover)`);
    const insertTalentCategory = db.prepare('INSERT INTO talent_categories (talent_id, category_id) VALUES (?, ?)');
    const insertTalentOffice = db.prepare('INSERT INTO talent_offices (talent_id, office_id) VALUES (?, ?)');
    const insertTalentMedia = db.prepare(
      'INSERT INTO talent_media (talent_id, gallery, position, media_id) VALUES (?, ?, ?, ?)',
    );
    const insertVideo = db.prepare('INSERT INTO talent_videos (talent_id, position, provider, file) VALUES (?, ?, ?, ?)');
    for (const talent of talents) {
      const { categories, offices, book, snap, compo, videos, ...fields } = talent;
      const cover = book[0];
      insertTalent.run({ ...fields, nameKey: nameKey(talent.name), cover: cover ? mediaId(cover) : null });
      for (const category of categories) insertTalentCategory.run(talent.id, category);
      for (const office of offices) insertTalentOffice.run(talent.id, office);
      for (const [gallery, images] of [['book', book], ['snap', snap], ['compo', compo]] as const) {
        images.forEach((file, position) => insertTalentMedia.run(talent.id, gallery, position, mediaId(file)));
      }
      videos.forEach((v, position) => insertVideo.run(talent.id, position, v.provider, v.file));
    }

    if (set.content) {
      const insertPost = db.prepare(`INSERT INTO posts (type, slug, slug_key, title, description, thumbnail, cover,
        content, created_at, language, batch) VALUES (@type, @slug, @slugKey, @title, @description, @thumbnail, @cover,
        @content, @createdAt, @language, @batch)`);
      DEMO_POSTS.forEach((post, index) => {
        const cover = pool.blogCovers[index % pool.blogCovers.length]?.file ?? null;
        const thumbnail = pool.blogThumbs[index % pool.blogThumbs.length]?.file ?? null;
        const inline = pool.blogInline[(index + 1) % pool.blogInline.length]?.file;
        const versions = post.en ? ([['pt', post.pt], ['en', post.en]] as const) : ([['pt', post.pt]] as const);
        versions.forEach(([language, text], versionIndex) => {
          const fullUrl = post.fullUrlSlug === true && language === 'pt';
          insertPost.run({
            type: post.type,
            slug: fullUrl ? `${options.siteUrl}/blog/${text.slug}` : text.slug,
            slugKey: text.slug,
            title: text.title,
            description: text.description,
            thumbnail,
            cover: post.videoCover ? portraitVideo : cover,
            content: postHtml(text, inline, post.unsafe === true),
            // the translation a few minutes after the original
            createdAt: new Date(Date.parse(post.createdAt) + versionIndex * 7 * 60_000).toISOString(),
            language,
            batch: post.en ? `batch-${post.key}` : null,
          });
          counts.posts++;
        });
      });

      const insertSlide = db.prepare(
        'INSERT INTO slides (position, image_mobile, image_desktop, title, link) VALUES (?, ?, ?, ?, ?)',
      );
      const slides: [string, string, string | null, string | null][] = [];
      pool.slidesMobile.forEach((mobile, i) => {
        const desktop = pool.slidesDesktop[i];
        if (desktop) slides.push([mobile.file, desktop.file, null, null]);
        if (i === 0) slides.push([portraitVideo, video, JSON.stringify({ pt: 'New faces 2026', en: 'New faces 2026' }), '/talents/newfaces']);
      });
      // Captions per locale; links without a locale: the site shows them in the visitor's.
      const titles = [
        { pt: 'Feminino', en: 'Women' },
        { pt: 'Seja modelo', en: 'Be a model' },
        { pt: 'Internacional', en: 'International' },
      ].map((title) => JSON.stringify(title));
      const links = ['/talents/mulheres', '/seja-modelo', '/talents/internacional'];
      slides.slice(0, set.slides ?? slides.length).forEach(([mobile, desktop, title, link], position) => {
        const n = Math.min(position, 2);
        insertSlide.run(position, mobile, desktop, title ?? titles[n] ?? null, link ?? links[n] ?? null);
        counts.slides++;
      });

      const insertStaff = db.prepare(
        'INSERT INTO staff (position, name, role, cover, instagram, email, phone) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      DEMO_STAFF.forEach((member, position) => {
        const cover = pool.staff[position % Math.max(1, pool.staff.length)]?.file ?? null;
        insertStaff.run(position, member.name, member.role, cover, member.instagram, member.email, member.phone);
        counts.staff++;
      });
    }

    const insertText = db.prepare('INSERT INTO website_texts (key, pt, en) VALUES (?, ?, ?)');
    for (const [key, text] of Object.entries(DEMO_TEXTS)) insertText.run(key, text.pt, text.en);
    const insertImage = db.prepare('INSERT INTO website_images (name, file) VALUES (?, ?)');
    insertImage.run('logo', pool.logo.file);
    insertImage.run('prehome_logo', pool.prehomeLogo.file);
    const aboutImage = pool.landscapes[0] ?? pool.blogInline[0];
    if (aboutImage) insertImage.run('about', aboutImage.file);
    const insertCustomization = db.prepare('INSERT INTO customizations (name, value) VALUES (?, ?)');
    for (const [name, value] of Object.entries(DEMO_CUSTOMIZATIONS)) insertCustomization.run(name, value);
    const insertSocial = db.prepare('INSERT INTO social_medias (network, url) VALUES (?, ?)');
    for (const [network, url] of Object.entries(DEMO_SOCIAL_MEDIAS)) insertSocial.run(network, url);

    setMeta(db, 'demo_data', options.set);
    setMeta(db, 'seeded_at', new Date().toISOString());
  })();

  return counts;
}
