import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

const complete = {
  INTEGRATION_URL: 'http://127.0.0.1:4000/integration',
  INTEGRATION_SALT: 's',
  INTEGRATION_API_KEY: 'k',
  PANEL_URL: 'http://127.0.0.1:4000/panel',
  PANEL_SALT: 's',
  PANEL_API_TOKEN: 't',
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
});
