import type {
  BatchItem,
  Locale,
  Post,
  PostType,
  Slide,
  SocialMediasAnswer,
  Staff,
} from '@vitrine/contracts';
import { localeSchema, postTypeSchema, SOCIAL_NETWORKS } from '@vitrine/contracts';
import type { Db } from '../db/index';
import type { MediaUrls } from '../lib/media';

interface PostRow {
  id: number;
  type: string;
  slug: string;
  title: string;
  description: string;
  thumbnail: string | null;
  cover: string | null;
  content: string;
  created_at: string;
  language: string;
  batch: string | null;
}

interface SlideRow {
  id: number;
  image_mobile: string;
  image_desktop: string;
  title: string | null;
  link: string | null;
}

/** Placeholder for the public media base URL inside stored post HTML. */
export const MEDIA_PLACEHOLDER = '{{media}}';

const POST_COLUMNS = 'id, type, slug, title, description, thumbnail, cover, content, created_at, language, batch';

/** Reads the panel's content: staff, slides, posts, texts, images, customizations, socials. */
export class ContentRepository {
  constructor(
    private readonly db: Db,
    private readonly media: MediaUrls,
  ) {}

  staff(): Staff[] {
    return this.db.prepare('SELECT id, name, role, cover, instagram, email, phone FROM staff ORDER BY position, id')
      .all()
      .map((row) => this.toStaff(row as Staff));
  }

  staffById(id: number): Staff | undefined {
    const row = this.db.prepare('SELECT id, name, role, cover, instagram, email, phone FROM staff WHERE id = ?').get(id);
    return row ? this.toStaff(row as Staff) : undefined;
  }

  private toStaff(row: Staff): Staff {
    return { ...row, cover: this.media.optional(row.cover) };
  }

  slides(): Slide[] {
    return this.db.prepare('SELECT id, image_mobile, image_desktop, title, link FROM slides ORDER BY position, id')
      .all()
      .map((row) => this.toSlide(row as SlideRow));
  }

  slideById(id: number): Slide | undefined {
    const row = this.db.prepare('SELECT id, image_mobile, image_desktop, title, link FROM slides WHERE id = ?').get(id);
    return row ? this.toSlide(row as SlideRow) : undefined;
  }

  private toSlide(row: SlideRow): Slide {
    return {
      ...row,
      image_mobile: this.media.url(row.image_mobile),
      image_desktop: this.media.url(row.image_desktop),
      // A caption per locale is stored as JSON ({"pt":…,"en":…}); a plain text serves both.
      title: row.title?.startsWith('{') ? (JSON.parse(row.title) as Slide['title']) : row.title,
    };
  }

  /** Posts of a type, newest first; only those of `language` when given. */
  posts(type: PostType, language?: Locale): Post[] {
    const rows = (
      language === undefined
        ? this.db.prepare(`SELECT ${POST_COLUMNS} FROM posts WHERE type = ? ORDER BY created_at DESC, id DESC`).all(type)
        : this.db
            .prepare(
              `SELECT ${POST_COLUMNS} FROM posts WHERE type = ? AND language = ? ORDER BY created_at DESC, id DESC`,
            )
            .all(type, language)
    ) as PostRow[];
    return this.toPosts(rows);
  }

  /**
   * One post by id. The `blog` entity finds campaigns too: the site's single-post page (SPEC
   * §2.12) opens every post through it. The `campaign` entity finds campaigns only.
   */
  postById(entity: PostType, id: number): Post | undefined {
    const row = this.db
      .prepare(`SELECT ${POST_COLUMNS} FROM posts WHERE id = ? AND (? = 'blog' OR type = ?)`)
      .get(id, entity, entity);
    return row ? this.toPosts([row as PostRow])[0] : undefined;
  }

  /** By slug (same entity rule as postById); a slug stored as a full URL on the site host also
   * matches its last path segment. An exact match wins, then a post of the entity's own type. */
  postBySlug(entity: PostType, slug: string): Post | undefined {
    const row = this.db
      .prepare(
        `SELECT ${POST_COLUMNS} FROM posts WHERE (slug = ? OR slug_key = ?) AND (? = 'blog' OR type = ?)
         ORDER BY slug = ? DESC, type = ? DESC, id LIMIT 1`,
      )
      .get(slug, slug, entity, entity, slug, entity);
    return row ? this.toPosts([row as PostRow])[0] : undefined;
  }

  private toPosts(rows: PostRow[]): Post[] {
    const batches = [...new Set(rows.flatMap((row) => (row.batch === null ? [] : [row.batch])))];
    const members = new Map<string, BatchItem[]>();
    if (batches.length > 0) {
      const found = this.db
        .prepare(
          `SELECT id, slug, language, batch FROM posts WHERE batch IN (SELECT value FROM json_each(?))
           ORDER BY language = 'pt' DESC, id`,
        )
        .all(JSON.stringify(batches)) as { id: number; slug: string; language: string; batch: string }[];
      for (const item of found) {
        const list = members.get(item.batch) ?? [];
        list.push({ id: item.id, slug: item.slug, language: localeSchema.parse(item.language) });
        members.set(item.batch, list);
      }
    }
    const mediaRoot = this.media.root;
    return rows.map((row) => {
      const language = localeSchema.parse(row.language);
      return {
        id: row.id,
        type: postTypeSchema.parse(row.type),
        slug: row.slug,
        title: row.title,
        description: row.description,
        thumbnail: this.media.optional(row.thumbnail),
        cover: this.media.optional(row.cover),
        content: row.content.replaceAll(MEDIA_PLACEHOLDER, mediaRoot),
        created_at: row.created_at,
        language,
        batch: row.batch,
        batchItems:
          row.batch === null
            ? [{ id: row.id, slug: row.slug, language }]
            : (members.get(row.batch) ?? []),
      };
    });
  }

  websiteTexts(): Record<string, { pt: string; en: string }> {
    const rows = this.db.prepare('SELECT key, pt, en FROM website_texts ORDER BY key').all() as {
      key: string;
      pt: string;
      en: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.key, { pt: row.pt, en: row.en }]));
  }

  websiteImages(): Record<string, string> {
    const rows = this.db.prepare('SELECT name, file FROM website_images ORDER BY name').all() as {
      name: string;
      file: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.name, this.media.url(row.file)]));
  }

  customizations(): Record<string, string> {
    const rows = this.db.prepare('SELECT name, value FROM customizations ORDER BY name').all() as {
      name: string;
      value: string;
    }[];
    return Object.fromEntries(rows.map((row) => [row.name, row.value]));
  }

  socialMedias(): SocialMediasAnswer['data'] {
    const rows = this.db.prepare('SELECT network, url FROM social_medias').all() as {
      network: string;
      url: string | null;
    }[];
    const urls = new Map(rows.map((row) => [row.network, row.url]));
    const data = {} as SocialMediasAnswer['data'];
    for (const network of SOCIAL_NETWORKS) {
      const url = urls.get(network);
      data[network] = url ? { url } : null;
    }
    return data;
  }
}
