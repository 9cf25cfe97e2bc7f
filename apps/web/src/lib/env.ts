import 'server-only';
import { z } from 'zod';
import { FORMS_DEFAULTS as F, SITE_DEFAULTS as D } from '@vitrine/contracts/defaults';
import { edgeEnvShape } from './security/edge';
import { trustedProxyList } from './server/client-address';

/**
 * Server configuration, parsed once from the environment (see .env.example at the repo root).
 * Secrets live only here, on the server: nothing in this module reaches the browser. Defaults are
 * decided once, in @vitrine/contracts/defaults (read by `npm start` too).
 */
export const envSchema = z.object({
  INTEGRATION_URL: z.url(),
  INTEGRATION_SALT: z.string().min(1),
  INTEGRATION_API_KEY: z.string().min(1),
  PANEL_URL: z.url(),
  PANEL_SALT: z.string().min(1),
  PANEL_API_TOKEN: z.string().min(1),
  /** SITE_URL, PUBLIC_MEDIA_URL, REQUEST_TIMEOUT_MS: read by the server before Next starts. */
  ...edgeEnvShape,
  /** The agency's name: page-title suffix, copyright line, Open Graph site name. */
  AGENCY_NAME: z.string().min(1).default(D.AGENCY_NAME),
  /** Username of the photo feed (SPEC §2.11). */
  PHOTO_FEED_USERNAME: z.string().min(1).default(D.PHOTO_FEED_USERNAME),
  /** Milliseconds before a back-end call is abandoned. */
  BACKEND_TIMEOUT_MS: z.coerce.number().int().positive().default(D.BACKEND_TIMEOUT_MS),
  /** Days applications and their photos are kept (shown to applicants; the back end deletes them). */
  RETENTION_DAYS: z.coerce.number().int().positive().max(3650).default(F.RETENTION_DAYS),
  /** Days within which the agency replies to an application whose profile fits. */
  APPLICATION_REPLY_DAYS: z.coerce.number().int().positive().max(365).default(F.APPLICATION_REPLY_DAYS),
  /** Submissions per hour one address may make to each form (applications, contact, e-casting). */
  FORM_RATE_LIMIT: z.coerce.number().int().positive().default(F.FORM_RATE_LIMIT),
  /** Generated files per minute one address may ask of each download route (comp card, photo
   * zips, selection PDF and ZIP); the measurement card allows ten times as many renders. */
  DOWNLOAD_RATE_LIMIT: z.coerce.number().int().positive().default(D.DOWNLOAD_RATE_LIMIT),
  /** Proxies whose X-Forwarded-For is believed (comma-separated IPs or CIDRs, e.g. the nginx in
   * front); empty: the socket's address is the client's (lib/server/client-address.ts). */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      try {
        trustedProxyList(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
      }
    }),
  /** Seconds a page and its back-end data are served from the cache before they are refreshed
   * in the background (docs/decisions/0014-caching-model.md). */
  PAGE_REVALIDATE_SECONDS: z.coerce.number().int().positive().default(D.PAGE_REVALIDATE_SECONDS),
  /** Shared secret of POST /api/revalidate (the content panel sends it). Secret. */
  REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters'),
  /** Redis URL of the cache shared by several site instances; empty: the file cache of CACHE_DIR
   * (read by cache-handler.mjs, checked here so that a bad value stops the site at start). */
  REDIS_URL: z.union([z.literal(''), z.url({ protocol: /^rediss?$/ })]).default(''),
});

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

/** Parses an environment; throws an EnvError naming every missing or invalid variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    const missing = source[name] === undefined || source[name] === '';
    return `  ${name}: ${missing ? 'missing' : issue.message}`;
  });
  throw new EnvError(
    `The site's configuration is incomplete:\n${lines.join('\n')}\n` +
      'Set these variables (see .env.example), or run `npm start`, which creates them.',
  );
}

let cached: Env | undefined;
/** The server's environment, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
