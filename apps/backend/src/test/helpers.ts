import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32, inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { bearer, errorSchema, loginAnswerSchema, signinAnswerSchema } from '@vitrine/contracts';
import { buildApp, type BuildOptions } from '../app';
import { type Config, type DemoDataSet, mediaCacheDir } from '../config';

export const SECRETS = {
  integrationSalt: 'test-integration-salt',
  integrationApiKey: 'test-integration-key',
  panelSalt: 'test-panel-salt',
  panelApiToken: 'test-panel-token',
} as const;

/** A fresh temporary DATA_DIR (each test file gets its own; never shared). */
export function makeDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), 'vitrine-backend-test-'));
}

export function removeDataDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

export function testConfig(dataDir: string, demoData: DemoDataSet = 'small', overrides: Partial<Config> = {}): Config {
  return {
    host: '127.0.0.1',
    port: 4000,
    dataDir,
    integration: { salt: SECRETS.integrationSalt, apiKey: SECRETS.integrationApiKey },
    panel: { salt: SECRETS.panelSalt, apiToken: SECRETS.panelApiToken },
    publicUrl: undefined,
    siteUrl: 'http://localhost:3000',
    demoData,
    mediaCacheDir: mediaCacheDir(undefined),
    tokenTtlSeconds: 3600,
    logLevel: 'silent',
    requestTimeoutMs: 30_000,
    // Test files sign in often from one address; the limit itself is tested on its own app.
    signinAttemptsPerMinute: 10_000,
    ...overrides,
  };
}

export async function startApp(
  dataDir: string,
  demoData: DemoDataSet = 'small',
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(dataDir, demoData, overrides), options);
  await app.ready();
  return app;
}

export async function integrationToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/integration/api/signin',
    payload: { salt: SECRETS.integrationSalt, api_key: SECRETS.integrationApiKey },
  });
  return signinAnswerSchema.parse(res.json()).access_token;
}

export async function panelToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/panel/api/login',
    payload: { salt: SECRETS.panelSalt, api_token: SECRETS.panelApiToken },
  });
  return loginAnswerSchema.parse(res.json()).token;
}

export const auth = (token: string) => ({ authorization: bearer(token) });

/** A real JPEG; `minBytes` pads it (with a comment segment) to at least that size. */
export async function makeJpeg(seed = 1, minBytes = 0): Promise<Buffer> {
  const jpeg = await sharp({
    create: { width: 32, height: 48, channels: 3, background: { r: (seed * 40) % 256, g: 120, b: 90 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  if (jpeg.length >= minBytes) return jpeg;
  // Append bytes after the end-of-image marker: still starts with FF D8 FF, big enough.
  return Buffer.concat([jpeg, Buffer.alloc(minBytes - jpeg.length, 0x20)]);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body for app.inject. */
export function multipartBody(
  fields: Record<string, string>,
  files: readonly FilePart[] = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----vitrine-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/** Reads a zip (central directory, stored or deflated entries) and checks every CRC. */
export function readZip(zip: Buffer): ZipEntry[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0) throw new Error('not a zip: no end of central directory');
  const count = zip.readUInt16LE(eocd + 10);
  let offset = zip.readUInt32LE(eocd + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('bad central directory entry');
    const method = zip.readUInt16LE(offset + 10);
    const crc = zip.readUInt32LE(offset + 16);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const localOffset = zip.readUInt32LE(offset + 42);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(localOffset) !== 0x04034b50) throw new Error(`bad local header for ${name}`);
    const dataStart = localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    const data = method === 0 ? Buffer.from(raw) : inflateRawSync(raw);
    if (crc32(data) !== crc) throw new Error(`CRC mismatch for ${name}`);
    entries.push({ name, data });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** Parses a JSON error answer with the contract's error schema. */
export const errorOf = (res: { json: () => unknown }) => errorSchema.parse(res.json());
