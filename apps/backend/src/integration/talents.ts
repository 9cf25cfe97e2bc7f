import type {
  Category,
  ImageItem,
  Office,
  TalentFilter,
  TalentListItem,
  TalentProfile,
  VideoItem,
} from '@vitrine/contracts';
import { GALLERIES, GENDERS, type Gender, VIDEO_PROVIDERS } from '@vitrine/contracts';
import type Database from 'better-sqlite3';
import type { Db } from '../db/index';
import type { MediaUrls } from '../lib/media';
import { ageOf, escapeLike, nameKey } from '../lib/text';

export type Gallery = (typeof GALLERIES)[number];

interface TalentRow {
  id: number;
  name: string;
  gender: string;
  birthdate: string | null;
  hair: string | null;
  eyes: string | null;
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  jeans: string | null;
  shirt: string | null;
  suit: string | null;
  weight: string | null;
  instagram: string | null;
  cover: string | null;
}

interface MediaRow {
  gallery: Gallery;
  file: string;
  width: number;
  height: number;
}

export interface TalentPage {
  items: TalentListItem[];
  total: number;
}

export interface TalentMediaFile {
  gallery: Gallery;
  position: number;
  file: string;
}

const TALENT_COLUMNS = `t.id, t.name, t.gender, t.birthdate, t.hair, t.eyes, t.height, t.bust, t.waist, t.hips,
  t.shoes, t.jeans, t.shirt, t.suit, t.weight, t.instagram, m.file AS cover`;

/** The gender column (a CHECK constraint keeps it to the contract's values). */
function genderOf(value: string): Gender {
  const gender = GENDERS.find((g) => g === value);
  if (!gender) throw new Error(`Unexpected gender ${JSON.stringify(value)} in the database`);
  return gender;
}

const isGallery = (value: string): value is Gallery => (GALLERIES as readonly string[]).includes(value);
const isProvider = (value: string): value is VideoItem['provider'] =>
  (VIDEO_PROVIDERS as readonly string[]).includes(value);

/** Turns listing filters into SQL conditions over `talents t` (combined with AND). */
function filterSql(filters: readonly TalentFilter[]): { where: string; params: (string | number)[] } {
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  for (const filter of filters) {
    switch (filter.property) {
      case 'gender':
        conditions.push('t.gender = ?');
        params.push(filter.value);
        break;
      case 'categories':
        conditions.push('EXISTS (SELECT 1 FROM talent_categories tc WHERE tc.talent_id = t.id AND tc.category_id = ?)');
        params.push(filter.value);
        break;
      case 'office': {
        const text = String(filter.value).trim();
        const id = /^\d+$/.test(text) ? Number(text) : -1;
        conditions.push(`EXISTS (SELECT 1 FROM talent_offices tof JOIN offices o ON o.id = tof.office_id
          WHERE tof.talent_id = t.id AND (o.id = ? OR o.slug = ?))`);
        params.push(id, text.toLowerCase());
        break;
      }
      case 'hair':
        conditions.push('t.hair = ? COLLATE NOCASE');
        params.push(filter.value.trim());
        break;
      case 'eyes':
        conditions.push('t.eyes = ? COLLATE NOCASE');
        params.push(filter.value.trim());
        break;
      case 'name':
        conditions.push("t.name_key LIKE ? ESCAPE '\\'");
        params.push(`%${escapeLike(nameKey(filter.value))}%`);
        break;
      case 'letter':
        conditions.push("t.name_key LIKE ? ESCAPE '\\'");
        params.push(`${escapeLike(nameKey(filter.value))}%`);
        break;
    }
  }
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

/** Reads talents: listing with filters, search list, profile, files for the zip. */
export class TalentRepository {
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Db,
    private readonly media: MediaUrls,
  ) {}

  private prepare(sql: string): Database.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  categories(): Category[] {
    return this.prepare('SELECT id, category FROM categories ORDER BY id').all() as Category[];
  }

  list(
    filters: readonly TalentFilter[],
    options: { page: number; perPage: number; withOffices: boolean },
  ): TalentPage {
    const { where, params } = filterSql(filters);
    const total = Number(this.prepare(`SELECT COUNT(*) FROM talents t ${where}`).pluck().get(...params));
    const rows = this.prepare(
      `SELECT ${TALENT_COLUMNS} FROM talents t LEFT JOIN media m ON m.id = t.cover_media_id
       ${where} ORDER BY t.name_key, t.id LIMIT ? OFFSET ?`,
    ).all(...params, options.perPage, (options.page - 1) * options.perPage) as TalentRow[];

    const ids = JSON.stringify(rows.map((row) => row.id));
    const categories = this.groupByTalent<Category>(
      `SELECT tc.talent_id, c.id, c.category FROM talent_categories tc JOIN categories c ON c.id = tc.category_id
       WHERE tc.talent_id IN (SELECT value FROM json_each(?)) ORDER BY tc.talent_id, c.id`,
      ids,
    );
    const offices = options.withOffices
      ? this.groupByTalent<Office>(
          `SELECT tof.talent_id, o.id, o.slug, o.name FROM talent_offices tof JOIN offices o ON o.id = tof.office_id
           WHERE tof.talent_id IN (SELECT value FROM json_each(?)) ORDER BY tof.talent_id, o.id`,
          ids,
        )
      : undefined;

    const items = rows.map((row): TalentListItem => {
      const item: TalentListItem = {
        id: row.id,
        name: row.name,
        cover: this.media.optional(row.cover),
        gender: genderOf(row.gender),
        birthdate: row.birthdate,
        hair: row.hair,
        eyes: row.eyes,
        height: row.height,
        bust: row.bust,
        waist: row.waist,
        hips: row.hips,
        shoes: row.shoes,
        jeans: row.jeans,
        instagram: row.instagram,
        categories: categories.get(row.id) ?? [],
      };
      if (offices) item.offices = offices.get(row.id) ?? [];
      return item;
    });
    return { items, total };
  }

  /** Runs a query whose rows start with talent_id and groups the rest of each row by talent. */
  private groupByTalent<T>(sql: string, ids: string): Map<number, T[]> {
    const groups = new Map<number, T[]>();
    for (const row of this.prepare(sql).all(ids) as ({ talent_id: number } & T)[]) {
      const { talent_id: talentId, ...rest } = row;
      const list = groups.get(talentId) ?? [];
      list.push(rest as T);
      groups.set(talentId, list);
    }
    return groups;
  }

  profile(id: number, now = Date.now()): TalentProfile | undefined {
    const row = this.prepare(
      `SELECT ${TALENT_COLUMNS} FROM talents t LEFT JOIN media m ON m.id = t.cover_media_id WHERE t.id = ?`,
    ).get(id) as TalentRow | undefined;
    if (!row) return undefined;

    const categories = this.prepare(
      `SELECT c.id, c.category FROM talent_categories tc JOIN categories c ON c.id = tc.category_id
       WHERE tc.talent_id = ? ORDER BY c.id`,
    ).all(id) as Category[];
    const images = this.prepare(
      `SELECT tm.gallery, m.file, m.width, m.height FROM talent_media tm JOIN media m ON m.id = tm.media_id
       WHERE tm.talent_id = ? ORDER BY tm.gallery, tm.position`,
    ).all(id) as MediaRow[];
    const videos = this.prepare(
      'SELECT provider, file FROM talent_videos WHERE talent_id = ? ORDER BY position',
    ).all(id) as { provider: string; file: string }[];

    const gallery = (name: Gallery): ImageItem[] =>
      images
        .filter((image) => image.gallery === name)
        .map((image) => ({ file: this.media.url(image.file), width: image.width, height: image.height }));

    return {
      id: row.id,
      name: row.name,
      instagram: row.instagram,
      gender: genderOf(row.gender),
      birthdate: row.birthdate,
      age: ageOf(row.birthdate, now),
      height: row.height,
      bust: row.bust,
      waist: row.waist,
      hips: row.hips,
      jeans: row.jeans,
      shoes: row.shoes,
      hair: row.hair,
      eyes: row.eyes,
      shirt: row.shirt,
      suit: row.suit,
      weight: row.weight,
      categories,
      book: gallery('book'),
      snap: gallery('snap'),
      compo: gallery('compo'),
      video: videos.flatMap((v) => (isProvider(v.provider) ? [{ provider: v.provider, file: v.file }] : [])),
    };
  }

  /** Name of a talent, or undefined when there is none with that id. */
  nameOf(id: number): string | undefined {
    const name: unknown = this.prepare('SELECT name FROM talents WHERE id = ?').pluck().get(id);
    return typeof name === 'string' ? name : undefined;
  }

  /** The talent's image files (paths under the media folder) of the given galleries, in order. */
  mediaFiles(id: number, galleries: readonly Gallery[]): TalentMediaFile[] {
    const rows = this.prepare(
      `SELECT tm.gallery, tm.position, m.file FROM talent_media tm JOIN media m ON m.id = tm.media_id
       WHERE tm.talent_id = ? ORDER BY tm.gallery, tm.position`,
    ).all(id) as { gallery: string; position: number; file: string }[];
    return rows.flatMap((row) =>
      isGallery(row.gallery) && galleries.includes(row.gallery)
        ? [{ gallery: row.gallery, position: row.position, file: row.file }]
        : [],
    );
  }

  /** A few gallery images for the photo feed. */
  feedImages(limit: number): string[] {
    return this.prepare(
      `SELECT file FROM media WHERE file LIKE 'pool/portrait-%' OR file LIKE 'pool/landscape-%'
       ORDER BY file LIMIT ?`,
    )
      .pluck()
      .all(limit) as string[];
  }
}
