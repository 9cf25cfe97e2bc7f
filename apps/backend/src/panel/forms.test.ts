/**
 * What the entries carry beyond the plain send: idempotency keys, the GPS check, owner-only files,
 * retention (with an injected clock), and the `npm run entries` report and export.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_SCOUTED_FILES, IDEMPOTENCY_HEADER, sendAnswerSchema } from '@vitrine/contracts';
import { dataPaths } from '../app';
import { openDatabase } from '../db/index';
import { auth, errorOf, type FilePart, makeDataDir, makeJpeg, multipartBody, panelToken, removeDataDir, startApp } from '../test/helpers';
import { EntryStore } from './entries';
import { entryDetail, exportEntry, formatTable, parseEntryId, summarize } from './entries-report';
import { hasLocation } from './photos';

const FIELDS = {
  realname: 'Maria Conceição',
  phone: '+55 (11) 98765-4321',
  birthdate: '2007-04-12',
  note: 'Campinas',
  email: 'maria@example.com',
  instagr: '@maria',
  height: "175/5'9",
  bust: '84/33',
  waist: '62/24',
  hips: '90/35',
  jeans: '36',
  shoes: '38 BR',
  hair: 'Brown',
  eyes: 'Green',
  gender: 'woman',
};

const DAY = 24 * 60 * 60 * 1000;
let clock = new Date('2026-03-01T12:00:00Z');
let app: FastifyInstance;
let dataDir: string;
let token: string;
let photos: FilePart[];

async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 32, channels: 3, background: { r: 200, g: 10, b: 10 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();
}

async function send(fields: Record<string, string>, files: readonly FilePart[], key?: string) {
  const { payload, headers } = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: '/panel/api/entry/getScouted/send',
    headers: { ...auth(token), ...headers, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
    payload,
  });
}

function withStore<T>(use: (store: EntryStore) => T): T {
  const db = openDatabase(dataPaths(dataDir).database);
  try {
    return use(new EntryStore(db, dataPaths(dataDir).uploads));
  } finally {
    db.close();
  }
}

async function restart(): Promise<void> {
  await app.close();
  app = await startApp(dataDir, 'empty', { retentionDays: 90 }, { now: () => clock.getTime() });
  token = await panelToken(app);
}

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'empty', { retentionDays: 90 }, { now: () => clock.getTime() });
  token = await panelToken(app);
  photos = await Promise.all(
    GET_SCOUTED_FILES.map(async (field, i) => ({
      field,
      filename: `p${i}.jpg`,
      contentType: 'image/jpeg',
      data: await makeJpeg(i + 3),
    })),
  );
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('idempotency', () => {
  it('stores a submission once however often it is retried with its key', async () => {
    const key = 'k'.repeat(10) + '-retry-0001';
    const before = withStore((s) => s.list().length);
    const first = sendAnswerSchema.parse((await send(FIELDS, photos, key)).json());
    const again = await send({ ...FIELDS, note: 'changed' }, photos, key);
    expect(again.statusCode).toBe(200);
    expect(sendAnswerSchema.parse(again.json()).id).toBe(first.id);
    const concurrent = await Promise.all([1, 2, 3].map(() => send(FIELDS, photos, key)));
    for (const res of concurrent) expect(sendAnswerSchema.parse(res.json()).id).toBe(first.id);
    expect(withStore((s) => s.list().length)).toBe(before + 1);
    expect(withStore((s) => s.get(first.id)?.key)).toBe(key);
  });

  it('stores two submissions with two keys, and refuses a malformed key', async () => {
    const a = sendAnswerSchema.parse((await send(FIELDS, photos, 'a'.repeat(20))).json());
    const b = sendAnswerSchema.parse((await send(FIELDS, photos, 'b'.repeat(20))).json());
    expect(a.id).not.toBe(b.id);
    const bad = await send(FIELDS, photos, 'short');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain(IDEMPOTENCY_HEADER);
  });
});

describe('photos', () => {
  it('refuses a photo that still carries GPS data, and stores nothing', async () => {
    const gps = await jpegWithGps();
    const before = withStore((s) => s.list().length);
    const res = await send(FIELDS, [photos[0]!, { ...photos[1]!, data: gps }, photos[2]!, photos[3]!]);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toMatch(/image2.*location/);
    expect(withStore((s) => s.list().length)).toBe(before);
  });

  it('hasLocation sees GPS tags and their absence', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gps-'));
    try {
      const withGps = path.join(dir, 'a.jpg');
      const without = path.join(dir, 'b.jpg');
      await sharp(await jpegWithGps()).keepExif().toFile(withGps);
      await sharp(await jpegWithGps()).toFile(without); // sharp drops metadata unless told
      expect(await hasLocation(withGps)).toBe(true);
      expect(await hasLocation(without)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('keeps applicants files readable by the back end user only, and never serves them', async () => {
    const { id } = sendAnswerSchema.parse((await send(FIELDS, photos)).json());
    const dir = path.join(dataPaths(dataDir).uploads, String(id));
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    for (const file of readdirSync(dir)) expect(statSync(path.join(dir, file)).mode & 0o777).toBe(0o600);
    for (const url of [`/media/../uploads/${id}/image1.jpg`, `/uploads/${id}/image1.jpg`, `/media/uploads/${id}/image1.jpg`]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type'] ?? '').not.toContain('image/jpeg');
    }
  });
});

describe('retention', () => {
  it('deletes applications and their photos once the retention period has passed', async () => {
    clock = new Date('2026-03-01T12:00:00Z');
    const old = sendAnswerSchema.parse((await send(FIELDS, photos)).json());
    clock = new Date(clock.getTime() + 60 * DAY);
    token = await panelToken(app); // the same clock expires tokens
    const recent = sendAnswerSchema.parse((await send(FIELDS, photos)).json());
    const body = multipartBody({ email: 'a@example.com', message: 'hi' });
    const contact = await app.inject({
      method: 'POST',
      url: '/panel/api/entry/contact/send',
      headers: { ...auth(token), ...body.headers },
      payload: body.payload,
    });
    expect(contact.statusCode).toBe(200);
    const oldDir = path.join(dataPaths(dataDir).uploads, String(old.id));
    expect(existsSync(oldDir)).toBe(true);

    // 89 days after the old one: still kept.
    clock = new Date(Date.parse('2026-03-01T12:00:00Z') + 89 * DAY);
    await restart();
    expect(withStore((s) => s.get(old.id))).toBeDefined();

    // 91 days after: gone, with its photos; the recent one and the contact message stay.
    clock = new Date(Date.parse('2026-03-01T12:00:00Z') + 91 * DAY);
    await restart();
    expect(withStore((s) => s.get(old.id))).toBeUndefined();
    expect(existsSync(oldDir)).toBe(false);
    expect(withStore((s) => s.get(recent.id))).toBeDefined();
    expect(withStore((s) => s.get(sendAnswerSchema.parse(contact.json()).id))).toBeDefined();
  });
});

describe('npm run entries', () => {
  it('lists kind, date, name, e-mail and reference, and exports one entry with its files', async () => {
    token = await panelToken(app);
    const { id } = sendAnswerSchema.parse((await send({ ...FIELDS, realname: 'Ana Export' }, photos)).json());
    const rows = withStore((s) => s.list().map(summarize));
    const row = rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ kind: 'getScouted', name: 'Ana Export', email: 'maria@example.com', files: 4 });
    expect(row.reference).toBe(`VT-${String(id).padStart(6, '0')}`);
    const table = formatTable(rows);
    expect(table.split('\n')[0]).toMatch(/REFERENCE\s+KIND\s+DATE\s+NAME\s+E-MAIL/);
    expect(table).toContain(`${row.reference}  getScouted`);
    expect(parseEntryId(row.reference)).toBe(id);
    expect(parseEntryId(String(id))).toBe(id);
    expect(parseEntryId('nope')).toBeUndefined();
    expect(row.detail).toBe('');

    const target = mkdtempSync(path.join(tmpdir(), 'export-'));
    try {
      const db = openDatabase(dataPaths(dataDir).database);
      const dir = await exportEntry(new EntryStore(db, dataPaths(dataDir).uploads), id, target).finally(() => db.close());
      const json = JSON.parse(readFileSync(path.join(dir, 'entry.json'), 'utf8')) as { fields: { realname: string }; files: unknown[] };
      expect(json.fields.realname).toBe('Ana Export');
      expect(json.files).toHaveLength(4);
      for (const [i, field] of GET_SCOUTED_FILES.entries()) {
        expect(readFileSync(path.join(dir, `${field}.jpg`)).equals(photos[i]!.data)).toBe(true);
      }
      expect(statSync(dir).mode & 0o777).toBe(0o700);
    } finally {
      rmSync(target, { recursive: true, force: true });
    }
  });
});

describe('the detail column of npm run entries', () => {
  it('names each talent with its verdict, and an order’s option request', () => {
    const verdicts = JSON.stringify([
      { id: 1, name: 'Ana Lima', verdict: 'yes' },
      { id: 2, name: 'Bia Rocha', verdict: 'maybe' },
    ]);
    expect(entryDetail({ talents: verdicts })).toBe('Ana Lima: yes, Bia Rocha: maybe');
    const order = {
      talents: JSON.stringify([{ id: 1, name: 'Ana Lima' }]),
      DateFrom: '2027-03-01',
      DateTo: '2027-03-03',
      City: 'Lisboa',
      JobKind: 'campaign',
      UsageMedia: 'Internet',
      UsageTerm: '1 ano',
      Budget: 'EUR 5000',
    };
    expect(entryDetail(order)).toBe('Ana Lima | 2027-03-01 to 2027-03-03; Lisboa; campaign; usage Internet / 1 ano; budget EUR 5000');
    expect(entryDetail({ talents: 'not json' })).toBe('');
  });
});
