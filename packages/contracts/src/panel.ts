/**
 * Content panel contract (SPEC §7, "Content panel"): texts, images, slides, blog, staff,
 * social medias, form entries and the zip download.
 * Every path is relative to the panel's base URL (PANEL_URL).
 */
import { z } from 'zod';
import { JOB_KINDS, MAX_PHOTO_BYTES, SOCIAL_NETWORKS, VERDICTS } from './constants';
import { genderSchema, localeSchema } from './common';

export const ENTITIES = ['staff', 'blog', 'campaign', 'slides'] as const;
export const entitySchema = z.enum(ENTITIES);
export type Entity = z.infer<typeof entitySchema>;

export const POST_TYPES = ['blog', 'campaign'] as const;
export const postTypeSchema = z.enum(POST_TYPES);
export type PostType = z.infer<typeof postTypeSchema>;

/** Entries the panel accepts at POST /api/entry/{entry}/send. */
export const ENTRIES = ['getScouted', 'contact', 'favoritesOrder', 'selectionVerdict'] as const;
export const entryNameSchema = z.enum(ENTRIES);
export type EntryName = z.infer<typeof entryNameSchema>;

export const panelPaths = {
  login: '/api/login',
  entities: (entity: Entity) => `/api/entities/${entity}`,
  entity: (entity: Entity, idOrConcept: string | number, value?: string) =>
    `/api/entities/${entity}/${encodeURIComponent(String(idOrConcept))}` +
    (value === undefined ? '' : `/${encodeURIComponent(value)}`),
  /** Blog item by slug: the concept 'slug' followed by the slug as value. */
  postBySlug: (slug: string) => `/api/entities/blog/slug/${encodeURIComponent(slug)}`,
  /** Slides go through the shared entity action (SPEC §7 leaves the path open). */
  slides: '/api/entities/slides',
  posts: (type: PostType, lang: z.infer<typeof localeSchema>) => `/api/posts/${type}/${lang}`,
  websiteTexts: '/api/website-texts',
  websiteImages: '/api/website-images',
  customizations: '/api/customizations',
  socialMedias: '/api/social-medias',
  send: (entry: EntryName) => `/api/entry/${entry}/send`,
  zip: '/api/download/zip',
} as const;

// ---- POST /api/login --------------------------------------------------------
export const loginBodySchema = z.object({
  salt: z.string().min(1),
  api_token: z.string().min(1),
});
export const loginAnswerSchema = z.object({
  token: z.string().min(1),
  expires_at: z.string(),
});

// ---- entities ---------------------------------------------------------------
export const staffSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  role: z.string(),
  cover: z.string().nullable(),
  instagram: z.string().nullable(),
  email: z.string().nullable(),
  /** May be null, empty or '-': the site hides it then. */
  phone: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

export const slideSchema = z.object({
  id: z.number().int().positive(),
  /** Image or video URL; a video when it ends in .mp4, .webm or .ogg. */
  image_mobile: z.string(),
  image_desktop: z.string(),
  /** The caption: one text for every locale, or one per locale. */
  title: z.union([z.string(), z.object({ pt: z.string(), en: z.string() })]).nullable(),
  /** Where the caption leads: a page of the site without its locale ('/talents/mulheres', shown
   * in the visitor's locale; a '/pt/…' or '/en/…' path is read the same way) or a URL. */
  link: z.string().nullable(),
});
export type Slide = z.infer<typeof slideSchema>;

export const batchItemSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  language: localeSchema,
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const postSchema = z.object({
  id: z.number().int().positive(),
  type: postTypeSchema,
  /** Usually a plain slug; may be a full URL on the site host (SPEC §2.12). */
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  thumbnail: z.string().nullable(),
  /** Image or .mp4 video URL. */
  cover: z.string().nullable(),
  /** HTML; the site sanitises it before rendering. */
  content: z.string(),
  created_at: z.string(),
  language: localeSchema,
  /** Translation group key, null when the post has no translations. */
  batch: z.string().nullable(),
  /** Every post of the group, this one included. */
  batchItems: z.array(batchItemSchema),
});
export type Post = z.infer<typeof postSchema>;

export const staffListAnswerSchema = z.object({ data: z.array(staffSchema) });
export const slidesAnswerSchema = z.object({ data: z.array(slideSchema) });
export const postListAnswerSchema = z.object({ data: z.array(postSchema) });
export const staffItemAnswerSchema = z.object({ data: staffSchema });
export const slideItemAnswerSchema = z.object({ data: slideSchema });
export const postItemAnswerSchema = z.object({ data: postSchema });

// ---- website texts, images, customizations, social medias -------------------
export const WEBSITE_TEXT_KEYS = [
  'contact_address',
  'contact_reference',
  'contact_zip',
  'contact_phone',
  'contact_whatsapp',
  'contact_description',
  'about_description',
  'about_address',
  'about_reference',
  'about_zip',
  'about_phone',
  'about_whatsapp',
] as const;
/** Each text is a map from locale to text. Unknown keys may appear and are kept. */
export const localizedTextSchema = z.object({ pt: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;
export const websiteTextsAnswerSchema = z.object({
  data: z.record(z.string(), localizedTextSchema),
});

/** Named images of the site (logo, pre-home logo, …): name → URL. */
export const websiteImagesAnswerSchema = z.object({
  data: z.record(z.string(), z.string()),
});

/** Free-form settings of the site: name → value. */
export const customizationsAnswerSchema = z.object({
  data: z.record(z.string(), z.string()),
});

/** Every network of SOCIAL_NETWORKS; one that is not configured is null. */
export const socialMediasAnswerSchema = z.object({
  data: z.record(z.enum(SOCIAL_NETWORKS), z.object({ url: z.string() }).nullable()),
});
export type SocialMediasAnswer = z.infer<typeof socialMediasAnswerSchema>;

// ---- blog lists: GET /api/posts/{type}/{lang} --------------------------------
export const postsParamsSchema = z.object({ type: postTypeSchema, lang: localeSchema });

// ---- POST /api/entry/{entry}/send (multipart) -------------------------------
const text = z.string().trim();
const required = text.min(1);
/** A calendar date, YYYY-MM-DD, that exists. */
const isoDate = z.iso.date();

/** getScouted text fields (SPEC §7). Files image1..image4 travel beside them. */
export const getScoutedFieldsSchema = z.object({
  /** Only when the guardian (Father) is given: JSON text of {value, label}. */
  contacts: z.string().optional(),
  realname: required,
  phone: required,
  /** YYYY-MM-DD. */
  birthdate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  note: required,
  email: z.email(),
  instagr: required,
  height: required,
  bust: required,
  waist: required,
  hips: required,
  jeans: required,
  shoes: required,
  hair: required,
  eyes: required,
  gender: genderSchema,
});
export type GetScoutedFields = z.infer<typeof getScoutedFieldsSchema>;
export const GET_SCOUTED_FILES = ['image1', 'image2', 'image3', 'image4'] as const;

export const contactFieldsSchema = z.object({
  name: text.optional(),
  email: z.email(),
  phone: text.optional(),
  message: required,
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** The favourites (e-casting) order. `talents` is JSON text of the chosen talents. */
export const favoritesOrderFieldsSchema = z.object({
  Name: required,
  Phone: required,
  Cnpj: text.optional(),
  CorporateName: text.optional(),
  Email: z.email(),
  Message: text.optional(),
  talents: z.string().min(2),
  /** The option request, each part optional: the dates (YYYY-MM-DD, to ≥ from), city, kind of
   * job, usage (media, territory, term) and budget. */
  DateFrom: isoDate.optional(),
  DateTo: isoDate.optional(),
  City: text.optional(),
  JobKind: z.enum(JOB_KINDS).optional(),
  UsageMedia: text.optional(),
  UsageTerritory: text.optional(),
  UsageTerm: text.optional(),
  Budget: text.optional(),
}).refine((order) => !order.DateFrom || !order.DateTo || order.DateTo >= order.DateFrom, {
  path: ['DateTo'],
  message: 'must not be before DateFrom',
});
export type FavoritesOrderFields = z.infer<typeof favoritesOrderFieldsSchema>;

const verdictListSchema = z
  .array(z.object({ id: z.number().int().positive(), name: z.string(), verdict: z.enum(VERDICTS) }))
  .min(1);

/** A client's verdicts on a selection, sent back to the agency. `talents` is JSON text of
 * {id, name, verdict} (verdict: yes, maybe or no). */
export const selectionVerdictFieldsSchema = z.object({
  Name: required,
  Email: z.email(),
  Message: text.optional(),
  talents: z.string().refine((value) => {
    try {
      return verdictListSchema.safeParse(JSON.parse(value)).success;
    } catch {
      return false;
    }
  }, 'must be JSON text of a list of {id, name, verdict}'),
});
export type SelectionVerdictFields = z.infer<typeof selectionVerdictFieldsSchema>;

export const entryFieldSchemas = {
  getScouted: getScoutedFieldsSchema,
  contact: contactFieldsSchema,
  favoritesOrder: favoritesOrderFieldsSchema,
  selectionVerdict: selectionVerdictFieldsSchema,
} as const;

/** Files each entry accepts, with the one content type allowed and the size limit. */
export const entryFiles: Record<EntryName, { names: readonly string[]; required: boolean }> = {
  getScouted: { names: GET_SCOUTED_FILES, required: true },
  contact: { names: [], required: false },
  favoritesOrder: { names: [], required: false },
  selectionVerdict: { names: [], required: false },
};
export const ENTRY_FILE_TYPE = 'image/jpeg';
export const ENTRY_FILE_MAX_BYTES = MAX_PHOTO_BYTES;

export const sendAnswerSchema = z.object({
  ok: z.literal(true),
  id: z.number().int().positive(),
});

// ---- POST /api/download/zip -------------------------------------------------
export const GALLERIES = ['book', 'snap', 'compo'] as const;
export const zipBodySchema = z.object({
  talent_id: z.number().int().positive(),
  /** Which image lists to include; all when absent. */
  galleries: z.array(z.enum(GALLERIES)).min(1).optional(),
});
export type ZipBody = z.input<typeof zipBodySchema>;
/** The answer is application/zip, streamed. */
export const ZIP_CONTENT_TYPE = 'application/zip';
