/**
 * The production recipe (README, Deploying; docs/decisions/0027-production-recipe.md), with the
 * real programs: Redis started as the README starts it, the back end, two site instances on that
 * Redis, and nginx with `deploy/nginx.conf` in front of them, each on a free port under a temp
 * folder. Needs Debian's redis-server, nginx-light and libnginx-mod-http-brotli-filter (`.ci/run`
 * installs them).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { BROTLI_MODULE, NGINX, writeNginxConfig } from '../deploy/local-nginx.mjs';
import { expect, test } from './fixtures';
import { freePort } from './stack';

const REDIS_SERVER = '/usr/bin/redis-server';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when content-encoding says so). */
  raw: Buffer;
  /** The body decoded. */
  text: string;
}

/** One GET with exactly these headers (no client of its own adding or decoding anything). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 15_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        const body = encoding === 'gzip' ? zlib.gunzipSync(raw) : encoding === 'br' ? zlib.brotliDecompressSync(raw) : raw;
        resolve({ status: response.statusCode ?? 0, headers: response.headers, raw, text: body.toString('utf8') });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url}: no answer in 15 s`)));
    request.on('error', reject);
  });
}

/** The status an HTTP request written as `head` gets (its body never sent). */
function statusOf(port: number, head: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
    socket.once('data', (data) => {
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(data.toString())?.[1] ?? 0));
    });
    socket.once('error', reject);
  });
}

/** One Redis command over plain RESP; the reply as text ('' when Redis does not answer). */
function redisCommand(port: number, ...args: string[]): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.setTimeout(1_000);
    socket.once('connect', () => socket.write(`*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`));
    socket.on('data', (data) => {
      reply += data.toString();
      if (reply.endsWith('\r\n')) socket.end();
    });
    socket.once('close', () => resolve(reply));
    socket.once('error', () => resolve(''));
    socket.once('timeout', () => socket.destroy());
  });
}

/** A child of this test (stopped at the end, whatever happens). */
function start(command: string, args: string[], logFile: string): ChildProcess {
  const log = fs.openSync(logFile, 'a');
  return spawn(command, args, { stdio: ['ignore', log, log] });
}
async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

const logHas = (file: string, text: string) => {
  try {
    return fs.readFileSync(file, 'utf8').includes(text);
  } catch {
    return false;
  }
};

let dir = '';
let redisPort = 0;
let redis: ChildProcess | undefined;
let nginx: ChildProcess | undefined;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-deploy-'));
  redisPort = await freePort();
  // As the README starts it: nothing on disk, nothing else set (the site sets what it needs).
  redis = start(REDIS_SERVER, ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], path.join(dir, 'redis.log'));
  await expect.poll(() => redisCommand(redisPort, 'PING'), { timeout: 15_000, message: `${REDIS_SERVER} answers` }).toBe('+PONG\r\n');
});

test.afterAll(async () => {
  await stop(nginx);
  await stop(redis);
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test.describe('nginx in front of two site instances on one Redis', () => {
  test.use({
    ownStackOptions: async ({}, use) => {
      await use({ webEnv: { REDIS_URL: `redis://127.0.0.1:${redisPort}`, TRUSTED_PROXIES: '127.0.0.1' } });
    },
  });

  test('pages cached and compressed by nginx, revalidated through one instance, served when the instances or Redis stop', async ({ ownStack }) => {
    test.setTimeout(180_000);
    const one = ownStack.webUrl;
    const second = await ownStack.startAnotherWeb();
    const other = second.webUrl;
    const ports = [one, other].map((url) => Number(new URL(url).port));

    // The site turned on the key events its cache needs, in a Redis started without them.
    expect(await redisCommand(redisPort, 'CONFIG', 'GET', 'notify-keyspace-events'), 'Redis key events').toMatch(/\$3\r\n(?=[^\r]*E)(?=[^\r]*x)(?=[^\r]*e)[^\r]{3}\r\n$/);

    const listen = await freePort();
    const { config } = writeNginxConfig({ dir, listenPort: listen, sitePorts: ports });
    const check = start(NGINX, ['-t', '-p', dir, '-c', config], path.join(dir, 'nginx-t.log'));
    const checked = await new Promise<number | null>((resolve) => check.once('exit', resolve));
    expect(checked, fs.readFileSync(path.join(dir, 'nginx-t.log'), 'utf8')).toBe(0);
    nginx = start(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], path.join(dir, 'nginx.log'));
    const front = `http://127.0.0.1:${listen}`;
    await expect.poll(() => get(`${front}/pt`).then((a) => a.status, () => 0), { timeout: 15_000, message: `nginx answers on port ${listen}` }).toBe(200);

    // A page through nginx: asked of an instance once, then answered from nginx's cache.
    const blog = `${front}/pt/blog`;
    const first = await get(blog);
    expect(first.status).toBe(200);
    expect(first.headers['x-cache-status'], 'the first answer of /pt/blog through nginx').toBe('MISS');
    await expect.poll(async () => (await get(blog)).headers['x-cache-status'], { timeout: 10_000, message: 'nginx answers /pt/blog from its cache' }).toBe('HIT');
    const page = await get(blog);
    expect(page.text).toContain('BLOG');

    // Compressed by nginx as the browser asks (brotli with Debian's module, which .ci/run installs).
    const gzipped = await get(blog, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.text).toContain('BLOG');
    expect(gzipped.raw.length).toBeLessThan(gzipped.text.length / 3);
    expect(fs.existsSync(BROTLI_MODULE), `${BROTLI_MODULE} (apt-get install libnginx-mod-http-brotli-filter)`).toBe(true);
    const brotli = await get(blog, { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toContain('BLOG');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    // The RSC payload of the same address is another entry, not the HTML.
    // (Next wants its `_rsc` query beside the header: it redirects to the address with it.)
    const asked = await get(blog, { rsc: '1' });
    expect(asked.status).toBe(307);
    const rsc = await get(new URL(asked.headers.location!, front).href, { rsc: '1' });
    expect(rsc.status).toBe(200);
    expect(rsc.headers['content-type']).toContain('text/x-component');
    expect((await get(blog)).headers['content-type']).toContain('text/html');
    // The same address without the header is not the payload (the key has the header, not
    // only the query).
    expect((await get(new URL(asked.headers.location!, front).href)).headers['content-type'] ?? '').not.toContain('text/x-component');

    // A body over the application form's limit is refused by nginx before any instance reads it.
    expect(await statusOf(listen, `POST /api/forms/apply HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n`)).toBe(413);

    // Next's hashed files: a year, immutable, from nginx's cache after the first request.
    const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script, 'a script of the page').toBeTruthy();
    const asset = await get(`${front}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect((await get(`${front}${script}`)).headers['x-cache-status'], `${script} from nginx's cache`).toBe('HIT');

    // An optimised image is kept once per format the browser accepts (Next's `Vary: Accept`):
    // the first browser's AVIF is not served to one that asks for JPEG.
    const image = /src="(\/_next\/image\?[^"]+)"/.exec(page.text)?.[1]?.replaceAll('&amp;', '&');
    expect(image, 'an optimised image of the page').toBeTruthy();
    const avif = await get(`${front}${image}`, { accept: 'image/avif,image/webp,*/*' });
    expect(avif.headers['content-type']).toBe('image/avif');
    const jpeg = await get(`${front}${image}`, { accept: 'image/jpeg,*/*;q=0.8' });
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['x-cache-status']).toBe('MISS');

    // No version in the Server header.
    expect(page.headers.server).toBe('nginx');

    // HSTS only on HTTPS (here: plain HTTP), and not the instances' own.
    expect(page.headers['strict-transport-security']).toBeUndefined();

    // Posts changed, told to ONE instance: the other serves the page stale once and renders it
    // again (the tag's time is in Redis), and nginx serves that instance's new answer once its
    // 1 s copy is over — for the English list, which only nginx asks for.
    const home = `${front}/en/blog`;
    await expect.poll(async () => {
      const answer = await get(home);
      return `${answer.headers['x-cache-status']} ${answer.headers['x-nextjs-cache']}`;
    }, { timeout: 20_000, message: 'nginx and an instance both answer /en/blog from their caches' }).toBe('HIT HIT');
    await expect.poll(async () => (await get(`${other}/pt/blog`)).headers['x-nextjs-cache'], { timeout: 20_000, message: 'the second instance answers /pt/blog from its cache' }).toBe('HIT');
    const revalidated = await fetch(`${one}/api/revalidate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${ownStack.secrets.revalidateSecret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ tags: ['posts'] }),
    });
    expect(revalidated.status, 'the revalidation API').toBe(200);
    await expect.poll(async () => (await get(`${other}/pt/blog`)).headers['x-nextjs-cache'], { timeout: 20_000, message: 'the second instance sees the revalidation sent to the first' }).toBe('STALE');
    await expect.poll(async () => (await get(home)).headers['x-nextjs-cache'], { timeout: 20_000, message: "nginx serves an instance's answer after the revalidation" }).toBe('STALE');
    await expect.poll(async () => (await get(home)).headers['x-nextjs-cache'], { timeout: 20_000, message: 'nginx serves the page rendered again' }).toBe('HIT');

    // Redis stops: both instances keep serving, and say so in their log.
    await stop(redis);
    for (const site of [one, other]) {
      const answer = await get(`${site}/pt/blog`);
      expect(answer.status, site).toBe(200);
      expect(answer.text).toContain('BLOG');
    }
    const logs = [path.join(ownStack.logDir, `${ownStack.name}.web.log`), path.join(ownStack.logDir, `${ownStack.name}.web2.log`)];
    for (const log of logs) {
      await expect.poll(() => logHas(log, 'is unreachable'), { timeout: 15_000, message: `${log} says Redis is unreachable` }).toBe(true);
    }

    // Both instances stop: nginx still serves every page it has seen, stale.
    await ownStack.stopWeb();
    await second.stop();
    for (const url of [blog, home, `${front}/pt`]) {
      const answer = await get(url);
      expect(answer.status, url).toBe(200);
      expect(answer.headers['x-cache-status'], url).toBe('STALE');
      expect(answer.text, url).toContain('</html>');
    }
    expect((await get(`${front}${script}`)).status).toBe(200);
  });
});
