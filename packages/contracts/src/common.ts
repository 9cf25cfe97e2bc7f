import { z } from 'zod';

/** Locales the site and both back ends speak. Default and fallback: pt. */
export const LOCALES = ['pt', 'en'] as const;
export const localeSchema = z.enum(LOCALES);
export type Locale = z.infer<typeof localeSchema>;

/** Every 4xx/5xx answer of both back ends. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
});
export type ApiError = z.infer<typeof errorSchema>;

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
export type PageMeta = z.infer<typeof metaSchema>;
