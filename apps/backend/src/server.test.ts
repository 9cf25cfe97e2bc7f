/** The real process (`tsx src/server.ts`): it starts, answers, and closes gracefully on SIGTERM. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { makeDataDir, removeDataDir, SECRETS } from './test/helpers';

const dataDir = makeDataDir();
afterAll(() => removeDataDir(dataDir));

it('closes gracefully on SIGTERM: logs the close and exits 0', async () => {
  const root = path.resolve(import.meta.dirname, '..');
  // Node itself with tsx's loader: the signal reaches the server, not tsx's relaying parent.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      INTEGRATION_SALT: SECRETS.integrationSalt,
      INTEGRATION_API_KEY: SECRETS.integrationApiKey,
      PANEL_SALT: SECRETS.panelSalt,
      PANEL_API_TOKEN: SECRETS.panelApiToken,
      BACKEND_PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: 'empty',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const origin = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /backend listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`exited before listening:\n${output}`)));
  });

  const health = await fetch(`${origin}/health`);
  expect(await health.json()).toEqual({ ok: true });

  child.kill('SIGTERM');
  expect(await exited).toBe(0);
  expect(output).toContain('"msg":"closing"');
  expect(output).toContain('"signal":"SIGTERM"');
});
