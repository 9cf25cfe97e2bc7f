import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config';

const SECRETS = { INTEGRATION_SALT: 'a', INTEGRATION_API_KEY: 'b', PANEL_SALT: 'c', PANEL_API_TOKEN: 'd' };

const problemsOf = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env, '/srv');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('no ConfigError');
};

describe('loadConfig', () => {
  it('applies the defaults', () => {
    const config = loadConfig(SECRETS, '/srv/app');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 4000,
      dataDir: path.resolve('/srv/app', 'data'),
      publicUrl: undefined,
      siteUrl: 'http://localhost:3000',
      demoData: 'default',
      mediaCacheDir: path.join(tmpdir(), 'vitrine-demo-media'),
      tokenTtlSeconds: 3600,
      logLevel: 'info',
      requestTimeoutMs: 30_000,
      signinAttemptsPerMinute: 10,
      integration: { salt: 'a', apiKey: 'b' },
      panel: { salt: 'c', apiToken: 'd' },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        ...SECRETS,
        BACKEND_HOST: '0.0.0.0',
        BACKEND_PORT: '0',
        DATA_DIR: '/var/vitrine',
        BACKEND_PUBLIC_URL: 'https://media.example.com/',
        SITE_URL: 'https://vitrine.example',
        DEMO_DATA: 'large',
        TOKEN_TTL_SECONDS: '60',
        LOG_LEVEL: 'warn',
        DEMO_MEDIA_CACHE: 'off',
        REQUEST_TIMEOUT_MS: '5000',
        SIGNIN_ATTEMPTS_PER_MINUTE: '3',
      },
      '/srv',
    );
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 0,
      dataDir: '/var/vitrine',
      publicUrl: 'https://media.example.com',
      siteUrl: 'https://vitrine.example',
      demoData: 'large',
      mediaCacheDir: undefined,
      tokenTtlSeconds: 60,
      requestTimeoutMs: 5000,
      signinAttemptsPerMinute: 3,
      logLevel: 'warn',
    });
  });

  it('names every missing secret, one line each', () => {
    const problems = problemsOf({ INTEGRATION_SALT: 'a', PANEL_SALT: '' });
    expect(problems).toEqual([
      'INTEGRATION_API_KEY is required',
      'PANEL_SALT is required',
      'PANEL_API_TOKEN is required',
    ]);
    try {
      loadConfig({}, '/srv');
    } catch (err) {
      expect(String((err as Error).message).split('\n')).toHaveLength(5);
    }
  });

  it('reports bad values by variable name', () => {
    const problems = problemsOf({ ...SECRETS, BACKEND_PORT: '70000', DEMO_DATA: 'huge', BACKEND_PUBLIC_URL: 'nope' });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^BACKEND_PORT: /);
    expect(problems.join('\n')).toMatch(/DEMO_DATA: /);
    expect(problems.join('\n')).toMatch(/BACKEND_PUBLIC_URL: /);
  });
});

describe('.env.example', () => {
  it('names every variable the back end reads', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    for (const name of Object.keys(envSchema.shape)) expect(named, name).toContain(name);
  });
});
