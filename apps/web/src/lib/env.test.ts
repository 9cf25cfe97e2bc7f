import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { envSchema, EnvError, parseEnv } from './env';

const complete = {
  INTEGRATION_URL: 'http://127.0.0.1:4000/integration',
  INTEGRATION_SALT: 's',
  INTEGRATION_API_KEY: 'k',
  PANEL_URL: 'http://127.0.0.1:4000/panel',
  PANEL_SALT: 's',
  PANEL_API_TOKEN: 't',
  REVALIDATE_SECRET: 'a-secret-of-sixteen-chars',
};

describe('parseEnv', () => {
  it('accepts a complete configuration and fills the defaults', () => {
    const env = parseEnv(complete);
    expect(env.AGENCY_NAME).toBe('Vitrine');
    expect(env.SITE_URL).toBe('http://localhost:3000');
  });

  it('names every missing secret in one clear message', () => {
    const { PANEL_API_TOKEN: _t, INTEGRATION_SALT: _s, ...partial } = complete;
    expect(() => parseEnv(partial)).toThrow(EnvError);
    expect(() => parseEnv(partial)).toThrow(/INTEGRATION_SALT: missing[\s\S]*PANEL_API_TOKEN: missing/);
  });

  it('says what is wrong with a malformed URL', () => {
    expect(() => parseEnv({ ...complete, PANEL_URL: 'not a url' })).toThrow(/PANEL_URL: (?!missing)/);
  });

  it('refuses a short revalidation secret and a Redis URL of another scheme', () => {
    expect(() => parseEnv({ ...complete, REVALIDATE_SECRET: 'short' })).toThrow(/REVALIDATE_SECRET: must be at least 16/);
    expect(() => parseEnv({ ...complete, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: (?!missing)/);
    expect(parseEnv({ ...complete, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv(complete).PAGE_REVALIDATE_SECONDS).toBe(300);
  });
});

describe('.env.example', () => {
  it('names every variable the site reads', () => {
    const example = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    // Read outside lib/env.ts: by the server (PORT, HOST) and the cache handler.
    for (const name of [...Object.keys(envSchema.shape), 'PORT', 'HOST', 'CACHE_DIR', 'REDIS_KEY_PREFIX']) expect(named, name).toContain(name);
  });
});
