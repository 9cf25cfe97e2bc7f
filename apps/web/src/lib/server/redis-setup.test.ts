/** Against a real redis-server (Debian's, as CI installs it), started on a free port. */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hasKeyspaceEvents, keepKeyspaceEvents, prepareRedis, RedisSetupError, withKeyspaceEvents } from './redis-setup.mjs';

const REDIS_SERVER = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const running: ChildProcess[] = [];
/** A Redis as the README starts it (no config file), plus `extra` arguments. */
async function startRedis(port: number, extra: string[] = []): Promise<ChildProcess> {
  const child = spawn(REDIS_SERVER, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...extra], { stdio: 'ignore' });
  running.push(child);
  await expect.poll(() => ping(port), { timeout: 10_000 }).toBe(true);
  return child;
}
async function stopRedis(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function ping(port: number): Promise<boolean> {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    if (client.isOpen) await client.disconnect();
  }
}

async function keyspaceEvents(port: number): Promise<string> {
  const client = createClient({ url: `redis://127.0.0.1:${port}`, socket: { reconnectStrategy: false } });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.configGet('notify-keyspace-events'))['notify-keyspace-events'] ?? '';
  } finally {
    await client.disconnect();
  }
}

let port = 0;
beforeAll(async () => {
  port = await freePort();
});
afterEach(async () => {
  await Promise.all(running.splice(0).map(stopRedis));
});
afterAll(async () => {
  await Promise.all(running.splice(0).map(stopRedis));
});

describe('the key-event flags', () => {
  it('adds what the cache library needs and keeps what is set', () => {
    expect(withKeyspaceEvents('')).toBe('Exe');
    expect(withKeyspaceEvents('Kg')).toBe('KgExe');
    expect(withKeyspaceEvents('AK')).toBe('AKE');
    expect(hasKeyspaceEvents('')).toBe(false);
    expect(hasKeyspaceEvents('Ex')).toBe(false);
    expect(hasKeyspaceEvents('xeE')).toBe(true);
    expect(hasKeyspaceEvents('EA')).toBe(true);
  });
});

describe('prepareRedis, at start', () => {
  it('turns the key events on in a Redis started with its defaults', async () => {
    await startRedis(port);
    expect(await keyspaceEvents(port)).toBe('');
    expect(await prepareRedis(`redis://127.0.0.1:${port}`)).toEqual({ reachable: true, changed: true, flags: 'Exe' });
    expect(await keyspaceEvents(port)).toBe('xeE'); // Redis's own spelling of Exe
    expect(hasKeyspaceEvents(await keyspaceEvents(port))).toBe(true);
    // A second instance finds them on and changes nothing.
    expect(await prepareRedis(`redis://127.0.0.1:${port}`)).toMatchObject({ reachable: true, changed: false });
  });

  it('keeps the flags an operator set', async () => {
    await startRedis(port, ['--notify-keyspace-events', 'Kg']);
    await prepareRedis(`redis://127.0.0.1:${port}`);
    const flags = await keyspaceEvents(port);
    for (const flag of 'KgExe') expect(flags).toContain(flag);
  });

  it('stops with what to set when Redis refuses CONFIG', async () => {
    await startRedis(port, ['--rename-command', 'CONFIG', '']);
    const refusal = prepareRedis(`redis://127.0.0.1:${port}`);
    await expect(refusal).rejects.toBeInstanceOf(RedisSetupError);
    await expect(refusal).rejects.toThrow(/notify-keyspace-events Exe/);
  });

  it('trusts the operator when told the flags are set (the cache library\'s own switch)', async () => {
    await startRedis(port, ['--rename-command', 'CONFIG', '']);
    process.env.SKIP_KEYSPACE_CONFIG_CHECK = 'true';
    try {
      expect(await prepareRedis(`redis://127.0.0.1:${port}`)).toMatchObject({ reachable: true, changed: false });
    } finally {
      delete process.env.SKIP_KEYSPACE_CONFIG_CHECK;
    }
  });

  it('says Redis is unreachable instead of waiting', async () => {
    expect(await prepareRedis(`redis://127.0.0.1:${port}`, { timeoutMs: 1_000 })).toEqual({ reachable: false });
  });
});

describe('keepKeyspaceEvents, while the site runs', () => {
  it('sets them again when Redis comes back without them, and says so in the log', async () => {
    const lines: string[] = [];
    const log = { error: (line: string) => lines.push(line), warn: (line: string) => lines.push(line) };
    const redis = await startRedis(port);
    const client = keepKeyspaceEvents(`redis://127.0.0.1:${port}`, log);
    try {
      await expect.poll(() => keyspaceEvents(port), { timeout: 10_000 }).toBe('xeE');
      await stopRedis(redis);
      await expect.poll(() => lines.some((l) => l.includes('is unreachable')), { timeout: 10_000 }).toBe(true);
      // Restarted as before: the setting is gone until the site sets it again.
      await startRedis(port);
      await expect.poll(() => keyspaceEvents(port).then(hasKeyspaceEvents), { timeout: 15_000 }).toBe(true);
      expect(lines.some((l) => l.includes('is back'))).toBe(true);
    } finally {
      await client.disconnect().catch(() => {});
    }
  });
});
