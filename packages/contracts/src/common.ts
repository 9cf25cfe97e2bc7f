import { z } from 'zod';
import { GENDERS, LOCALES } from './constants';

/** Locales the site and both back ends speak (LOCALES). Default and fallback: pt. */
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** A talent's or applicant's gender (GENDERS). */
export const genderSchema = z.enum(GENDERS);

/** Every 4xx/5xx answer of both back ends. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof errorSchema>;

/** One readable line per zod issue, naming the field: `body.email: Invalid email address`. */
export function formatIssues(issues: readonly z.core.$ZodIssue[], context?: string): string {
  return issues
    .map((issue) => {
      const where = [context, ...issue.path.map(String)].filter(Boolean).join('.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/** Bearer header value of an authorised call. */
export const bearer = (token: string) => `Bearer ${token}`;

/** Query flags sent as "1"/"0" (or true/false) text. */
export const flagSchema = z
  .union([z.literal('1'), z.literal('0'), z.literal('true'), z.literal('false')])
  .transform((v) => v === '1' || v === 'true');

/** A positive integer sent as query text. */
export const intTextSchema = z.coerce.number().int().positive();

/** Pagination block of list answers. */
export const metaSchema = z.object({
  total: z.number().int().nonnegative(),
  per_page: z.number().int().positive(),
  current_page: z.number().int().positive(),
  last_page: z.number().int().positive(),
});
