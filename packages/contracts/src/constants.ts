/**
 * SPEC constants both sides need, with no dependency: the entry point for browser code
 * (`@vitrine/contracts/constants`), so no zod or contract schema reaches a client bundle.
 */

/** Locales the site and both back ends speak. Default and fallback: pt. */
export const LOCALES = ['pt', 'en'] as const;

/** Category ids of SPEC §7 (talent listing filters). */
export const CATEGORY = {
  mainBoard: 997,
  newFaces: 1000,
  international: 1001,
  development: 1081,
} as const;

/** A talent is shown on the site only with a category whose text contains this. */
export const SITE_CATEGORY_MARK = 'TF -';

export const GENDERS = ['woman', 'man'] as const;
export type Gender = (typeof GENDERS)[number];

export { OFFICES } from './offices';

/** Hair and eye colour values of SPEC §3, in English as the back end stores them (a few, such
 * as Black or Brown Coffee, describe both). */
export const HAIR_VALUES = [
  'Black', 'Brown', 'Light Brown', 'Dark Brown', 'Hairless', 'Ash Blonde', 'Auburn', 'Cendre',
  'Chestnut', 'Blonde', 'Dark', 'Dark Black', 'Dark Blonde', 'Grey', 'Grey Black',
  'Light Blonde', 'Medium Blonde', 'Platinum Blonde', 'Red', 'Red Blonde', 'Red Brown',
  'Salt and Pepper', 'Strawberry Blonde', 'Brown Coffee', 'Honey',
] as const;
export const EYE_VALUES = [
  'Amber', 'Black', 'Blue', 'Blue Green', 'Blue Grey', 'Brown', 'Brown Coffee', 'Green',
  'Green Brown', 'Green Grey', 'Green Olive', 'Grey', 'Hazel', 'Honey', 'Light Blue',
  'Light Brown', 'Dark Brown',
] as const;

/** Social networks the panel configures (SPEC §2.4), in the order the frame shows them. */
export const SOCIAL_NETWORKS = ['instagram', 'facebook', 'tiktok'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** Page sizes of SPEC §9. */
export const TALENT_PAGE_SIZE = 1000;
export const TALENT_SEARCH_PAGE_SIZE = 500;

/** Caps on list calls (beyond them: a 400 naming the field, never a database error). */
export const LIST_LIMITS = {
  /** Largest `paginate` of the talent lists. */
  perPage: 5000,
  /** Largest `page` (page × paginate stays far inside SQLite's 64-bit OFFSET). */
  page: 100_000,
  /** Most filters in one `filters` list (SQLite's expression tree gives up near 1,000). */
  filters: 50,
  /** Longest text value of a filter (SQLite refuses LIKE patterns over 50,000 bytes). */
  filterText: 200,
} as const;

/** Photo limit of the application form (SPEC §9): 2 MB. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The largest form a visitor sends: an application's four photos and room for its text. */
export const MAX_FORM_BYTES = 4 * MAX_PHOTO_BYTES + 64 * 1024;

/** Video file name endings (SPEC §2.5). */
export const VIDEO_EXTENSIONS = ['.mp4', '.webm', '.ogg'] as const;
export const isVideoUrl = (url: string): boolean => {
  const path = url.split(/[?#]/)[0]!.toLowerCase();
  return VIDEO_EXTENSIONS.some((ext) => path.endsWith(ext));
};

/**
 * Form entries (SPEC §7 POST /api/entry/{entry}/send): the header that makes a submission
 * idempotent (a retry with the same key answers the entry stored the first time), and the
 * reference a visitor is shown for an entry id.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const entryReference = (id: number): string => `VT-${String(id).padStart(6, '0')}`;

/** A client's verdict on a talent of a selection (yes / maybe / no), kept in the browser and
 * sent back to the agency as a selectionVerdict entry. */
export const VERDICTS = ['yes', 'maybe', 'no'] as const;
export type Verdict = (typeof VERDICTS)[number];

/** The kinds of job an e-casting order's option request names. */
export const JOB_KINDS = ['campaign', 'catalogue', 'show', 'editorial', 'video'] as const;
export type JobKind = (typeof JOB_KINDS)[number];
