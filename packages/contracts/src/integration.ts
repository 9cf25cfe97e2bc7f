/**
 * Integration service contract (SPEC §7, "Integration service"): talents, profiles, search.
 * Every path is relative to the service's base URL (INTEGRATION_URL).
 */
import { z } from 'zod';
import { LIST_LIMITS, TALENT_PAGE_SIZE, TALENT_SEARCH_PAGE_SIZE } from './constants';
import { flagSchema, formatIssues, genderSchema, intTextSchema, localeSchema, metaSchema } from './common';

export const integrationPaths = {
  signin: '/api/signin',
  attributes: '/api/talents/attributes',
  talents: '/api/talents',
  profile: '/api/talent/profile',
  /** Talent-search list: GET on the talents endpoint (SPEC §7 leaves the path open). */
  search: '/api/talents',
  /** Photo feed: GET on an agency endpoint with a username query (path chosen here). */
  photoFeed: '/api/agency/instagram',
} as const;

// ---- POST /api/signin -------------------------------------------------------
export const signinBodySchema = z.object({
  salt: z.string().min(1),
  api_key: z.string().min(1),
});
export const signinAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.literal('Bearer'),
  /** Seconds from now until the token stops being accepted. */
  expires_in: z.number().int().positive(),
  expires_at: z.string(),
});

// ---- shared shapes ---------------------------------------------------------
export const categorySchema = z.object({
  id: z.number().int(),
  category: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const officeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type Office = z.infer<typeof officeSchema>;

/** Talent as listed (SPEC §3 "Talent (list item)"). Measurements keep their wire formats:
 * height/bust/waist/hips 'primary/secondary' (e.g. '175/5\'9'), jeans 'AxB', shoes 'N unit'. */
export const talentListItemSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  cover: z.string().nullable(),
  gender: genderSchema,
  birthdate: z.string().nullable(),
  hair: z.string().nullable(),
  eyes: z.string().nullable(),
  height: z.string().nullable(),
  bust: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  shoes: z.string().nullable(),
  jeans: z.string().nullable(),
  instagram: z.string().nullable(),
  categories: z.array(categorySchema),
  /** Present when the call asked for offices=1. */
  offices: z.array(officeSchema).optional(),
});
export type TalentListItem = z.infer<typeof talentListItemSchema>;

// ---- GET /api/talents/attributes -------------------------------------------
export const attributesQuerySchema = z.object({
  language: localeSchema.default('pt'),
  categories: flagSchema.optional(),
});
export const attributesAnswerSchema = z.object({
  data: z.array(categorySchema),
});

// ---- POST /api/talents -----------------------------------------------------
/** Text of a filter value: at most LIST_LIMITS.filterText characters. */
const filterText = z.string().max(LIST_LIMITS.filterText);
export const talentFilterSchema = z.discriminatedUnion('property', [
  z.object({ property: z.literal('gender'), value: genderSchema }),
  /** Category id: keeps talents having that category. */
  z.object({ property: z.literal('categories'), value: z.coerce.number().int() }),
  /** Office id or slug. */
  z.object({ property: z.literal('office'), value: z.union([z.number().int(), filterText]) }),
  z.object({ property: z.literal('hair'), value: filterText }),
  z.object({ property: z.literal('eyes'), value: filterText }),
  /** Case-insensitive part of the name. */
  z.object({ property: z.literal('name'), value: filterText }),
  /** Case-insensitive start of the name. */
  z.object({ property: z.literal('letter'), value: z.string().length(1) }),
]);
export type TalentFilter = z.infer<typeof talentFilterSchema>;
export type FilterProperty = TalentFilter['property'];

/** The properties a filter may name, read from the schema. Any other property is a 400. */
export const filterProperties: readonly FilterProperty[] = talentFilterSchema.options.map((o) => o.shape.property.value);

export const talentsQuerySchema = z.object({
  paginate: intTextSchema.max(LIST_LIMITS.perPage).default(TALENT_PAGE_SIZE),
  page: intTextSchema.max(LIST_LIMITS.page).default(1),
  language: localeSchema.default('pt'),
  offices: flagSchema.optional(),
});

/** The body's `filters` is JSON text of a list of {property, value} (SPEC §7). */
export const talentsBodySchema = z.object({
  filters: z.string().default('[]'),
});
export const talentFiltersSchema = z.array(talentFilterSchema).max(LIST_LIMITS.filters);

export type FiltersParse = { ok: true; filters: TalentFilter[] } | { ok: false; message: string };

/**
 * Reads the filters text of POST /api/talents. Every problem is a message naming the field
 * (`body.filters.0.property: unknown filter property "colour" (allowed: …)`).
 */
export function parseTalentFilters(text: string, field = 'body.filters'): FiltersParse {
  const fail = (message: string): FiltersParse => ({ ok: false, message });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return fail(`${field} must be JSON text of a list of {property, value}`);
  }
  if (!Array.isArray(json)) return fail(`${field} must be a JSON list of {property, value}`);
  if (json.length > LIST_LIMITS.filters) {
    return fail(`${field}: at most ${LIST_LIMITS.filters} filters in one list (got ${json.length})`);
  }
  for (const [index, item] of json.entries()) {
    const property: unknown = typeof item === 'object' && item !== null && 'property' in item ? item.property : undefined;
    if (!filterProperties.some((known) => known === property)) {
      return fail(
        `${field}.${index}.property: unknown filter property ${JSON.stringify(property ?? null)}` +
          ` (allowed: ${filterProperties.join(', ')})`,
      );
    }
  }
  const parsed = talentFiltersSchema.safeParse(json);
  return parsed.success ? { ok: true, filters: parsed.data } : fail(formatIssues(parsed.error.issues, field));
}
export const serializeTalentFilters = (filters: TalentFilter[]): string => JSON.stringify(filters);

export const talentsAnswerSchema = z.object({
  data: z.array(talentListItemSchema),
  meta: metaSchema,
});

// ---- GET /api/talents (talent search list) ---------------------------------
export const searchQuerySchema = z.object({
  language: localeSchema.default('en'),
  paginate: intTextSchema.max(LIST_LIMITS.perPage).default(TALENT_SEARCH_PAGE_SIZE),
  page: intTextSchema.max(LIST_LIMITS.page).default(1),
});
export const searchAnswerSchema = talentsAnswerSchema;

// ---- GET /api/talent/profile -----------------------------------------------
export const profileQuerySchema = z.object({
  id: intTextSchema,
  language: localeSchema.default('en'),
});

export const imageItemSchema = z.object({
  file: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ImageItem = z.infer<typeof imageItemSchema>;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export const videoItemSchema = z.object({
  provider: z.enum(VIDEO_PROVIDERS),
  /** The provider's video id. */
  file: z.string(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

export const profileSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  instagram: z.string().nullable(),
  gender: genderSchema,
  birthdate: z.string().nullable(),
  age: z.number().int().nullable(),
  height: z.string().nullable(),
  bust: z.string().nullable(),
  waist: z.string().nullable(),
  hips: z.string().nullable(),
  jeans: z.string().nullable(),
  shoes: z.string().nullable(),
  hair: z.string().nullable(),
  eyes: z.string().nullable(),
  shirt: z.string().nullable(),
  suit: z.string().nullable(),
  weight: z.string().nullable(),
  categories: z.array(categorySchema),
  book: z.array(imageItemSchema),
  snap: z.array(imageItemSchema),
  compo: z.array(imageItemSchema),
  video: z.array(videoItemSchema),
});
/** The profile answer is the profile object directly (SPEC §7). */
export const profileAnswerSchema = profileSchema;
export type TalentProfile = z.infer<typeof profileSchema>;

// ---- GET /api/agency/instagram (photo feed) --------------------------------
export const photoFeedQuerySchema = z.object({
  /** An Instagram username (at most 30 characters there; 100 here). */
  username: z.string().min(1).max(100),
});
export const photoFeedAnswerSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      image: z.string(),
      permalink: z.string(),
      caption: z.string(),
    }),
  ),
});
