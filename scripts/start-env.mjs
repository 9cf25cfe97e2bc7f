/**
 * The environment `npm start` gives the back end and the site: the whole `.env` (loaded with
 * Node's own `process.loadEnvFile`, so the real environment wins over the file), plus what
 * `npm start` decides itself — the defaults of packages/contracts/src/defaults.mjs, absolute
 * folders, and the built-in back end's address. Every variable of `.env` reaches both apps;
 * each app reads the ones it knows (see .env.example).
 */
import { resolve } from 'node:path';
import { BACKEND_DEFAULTS, FORMS_DEFAULTS, SITE_DEFAULTS, siteUrlFor } from '../packages/contracts/src/defaults.mjs';

/** Loads `envFile` into `process.env`; a variable already set in the environment is kept. */
export function loadEnvironment(envFile) {
  process.loadEnvFile(envFile);
  return process.env;
}

/** A variable's value, or the fallback when it is missing or empty. */
const getter = (source) => (name, fallback) => (source[name] === undefined || source[name] === '' ? String(fallback) : source[name]);

/** True when both back-end URLs are set: `npm start` then starts no back end. */
export const usesExternalBackends = (source) => Boolean(source.INTEGRATION_URL && source.PANEL_URL);

/** The built-in back end's environment (it runs from the repository root `root`). */
export function backendEnvironment(source, root) {
  const get = getter(source);
  return {
    ...source,
    BACKEND_HOST: get('BACKEND_HOST', BACKEND_DEFAULTS.BACKEND_HOST),
    BACKEND_PORT: get('BACKEND_PORT', BACKEND_DEFAULTS.BACKEND_PORT),
    DATA_DIR: resolve(root, get('DATA_DIR', BACKEND_DEFAULTS.DATA_DIR)),
    DEMO_DATA: get('DEMO_DATA', BACKEND_DEFAULTS.DEMO_DATA),
    SITE_URL: get('SITE_URL', siteUrlFor(get('PORT', SITE_DEFAULTS.PORT))),
    RETENTION_DAYS: get('RETENTION_DAYS', FORMS_DEFAULTS.RETENTION_DAYS),
  };
}

/** The site's environment; `backendUrl` is the built-in back end's (null with external ones). */
export function siteEnvironment(source, root, backendUrl) {
  const get = getter(source);
  const port = get('PORT', SITE_DEFAULTS.PORT);
  return {
    ...source,
    PORT: port,
    HOST: get('HOST', SITE_DEFAULTS.HOST),
    INTEGRATION_URL: get('INTEGRATION_URL', `${backendUrl}/integration`),
    PANEL_URL: get('PANEL_URL', `${backendUrl}/panel`),
    SITE_URL: get('SITE_URL', siteUrlFor(port)),
    // Relative paths are the repository's (the site runs from apps/web).
    ...(get('CACHE_DIR', '') ? { CACHE_DIR: resolve(root, get('CACHE_DIR', '')) } : {}),
    NEXT_TELEMETRY_DISABLED: '1',
  };
}
