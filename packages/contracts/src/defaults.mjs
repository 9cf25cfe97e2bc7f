/**
 * The default of every setting read from the environment, decided here once and read by
 * `scripts/start.mjs`, the back end's `src/config.ts` and `src/demo/cli.ts`, and the site's
 * `src/lib/env.ts`. Plain JavaScript with no dependency: `npm start` reads it before anything
 * is installed or compiled. Types: `defaults.d.mts`.
 */

/**
 * Data sets the built-in back end can create on a new database (DEMO_DATA): `default` (420
 * talents), `empty` (no talents, posts, slides or staff), `large` (5,000 talents, benchmarks),
 * `small` (48 talents, quick tests), `single-slide` (`small` with one home slide).
 */
export const DEMO_DATA_SETS = Object.freeze(['default', 'empty', 'large', 'small', 'single-slide']);

/** The built-in back end (apps/backend). */
export const BACKEND_DEFAULTS = Object.freeze({
  BACKEND_HOST: '127.0.0.1',
  BACKEND_PORT: 4000,
  /** Relative to the working directory (npm start: the repository root). */
  DATA_DIR: './data',
  DEMO_DATA: 'default',
  TOKEN_TTL_SECONDS: 3600,
  LOG_LEVEL: 'info',
  /** A request (headers and body) must arrive within this; an idle connection closes after it. */
  REQUEST_TIMEOUT_MS: 30_000,
  /** Sign-in attempts per minute and client address, on each service (then 429). */
  SIGNIN_ATTEMPTS_PER_MINUTE: 10,
});

/** The site (apps/web). */
export const SITE_DEFAULTS = Object.freeze({
  PORT: 3000,
  HOST: '0.0.0.0',
  AGENCY_NAME: 'Vitrine',
  PHOTO_FEED_USERNAME: 'vitrine',
  BACKEND_TIMEOUT_MS: 10_000,
  /** Seconds a cached page and its back-end answers are served before a background refresh. */
  PAGE_REVALIDATE_SECONDS: 300,
  /** A request (headers and body) must arrive whole within this (else 408): the same variable
   * and value as the built-in back end's. */
  REQUEST_TIMEOUT_MS: BACKEND_DEFAULTS.REQUEST_TIMEOUT_MS,
  /** Generated files (comp card, selection PDF, ZIPs) per minute and client address on each
   * download route, then 429; the measurement card allows ten times as many renders. */
  DOWNLOAD_RATE_LIMIT: 20,
});

/** The forms, read by the site and (RETENTION_DAYS) by the built-in back end. */
export const FORMS_DEFAULTS = Object.freeze({
  /** Days applications and their photos are kept before they are deleted. */
  RETENTION_DAYS: 90,
  /** Days within which the agency replies to an application whose profile fits. */
  APPLICATION_REPLY_DAYS: 30,
  /** Submissions per hour and client address, on each form (then 429). */
  FORM_RATE_LIMIT: 10,
});

/** The site's public URL when SITE_URL is not set: the local site on its port. */
export const siteUrlFor = (port = SITE_DEFAULTS.PORT) => `http://localhost:${port}`;

/** SITE_URL's default (the back end uses it for the demo post whose slug is a full URL). */
export const DEFAULT_SITE_URL = siteUrlFor();
