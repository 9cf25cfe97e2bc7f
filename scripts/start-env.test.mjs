import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backendEnvironment, siteEnvironment, usesExternalBackends } from './start-env.mjs';

const folder = mkdtempSync(join(tmpdir(), 'vitrine-start-env-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const moduleUrl = new URL('./start-env.mjs', import.meta.url).href;

/** What `npm start` would give each app: loads `file` in a fresh Node process with `env`. */
function childEnvironments(file, env) {
  const script = `
    const m = await import(${JSON.stringify(moduleUrl)});
    const source = m.loadEnvironment(${JSON.stringify(file)});
    console.log(JSON.stringify({ backend: m.backendEnvironment(source, '/repo'), site: m.siteEnvironment(source, '/repo', 'http://127.0.0.1:4000') }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { PATH: process.env.PATH, ...env }, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  return JSON.parse(result.stdout);
}

describe('npm start environment', () => {
  it('gives both apps every variable of .env, also those npm start does not know, the environment winning', () => {
    const file = join(folder, '.env');
    writeFileSync(file, ['TOKEN_TTL_SECONDS=77', 'SIGNIN_ATTEMPTS_PER_MINUTE=3', 'BACKEND_TIMEOUT_MS=1234', 'REQUEST_TIMEOUT_MS=5000', 'AGENCY_NAME=From the file', 'PORT=3100', 'INTEGRATION_URL='].join('\n'));
    const { backend, site } = childEnvironments(file, { AGENCY_NAME: 'From the environment' });
    expect(backend).toMatchObject({ TOKEN_TTL_SECONDS: '77', SIGNIN_ATTEMPTS_PER_MINUTE: '3', REQUEST_TIMEOUT_MS: '5000', DATA_DIR: '/repo/data' });
    expect(site).toMatchObject({ BACKEND_TIMEOUT_MS: '1234', REQUEST_TIMEOUT_MS: '5000', PORT: '3100', SITE_URL: 'http://localhost:3100' });
    expect(site.AGENCY_NAME).toBe('From the environment');
    // An empty back-end URL in the file: the built-in back end's.
    expect(site.INTEGRATION_URL).toBe('http://127.0.0.1:4000/integration');
    // A fresh Node process: slow on a busy machine.
  }, 30_000);

  it('starts no back end when both back-end URLs are set', () => {
    expect(usesExternalBackends({ INTEGRATION_URL: 'https://i.example', PANEL_URL: 'https://p.example' })).toBe(true);
    expect(usesExternalBackends({ INTEGRATION_URL: 'https://i.example', PANEL_URL: '' })).toBe(false);
    expect(siteEnvironment({ INTEGRATION_URL: 'https://i.example', PANEL_URL: 'https://p.example' }, '/r', null)).toMatchObject({ INTEGRATION_URL: 'https://i.example' });
    expect(backendEnvironment({ DATA_DIR: '/abs' }, '/r').DATA_DIR).toBe('/abs');
  });
});
