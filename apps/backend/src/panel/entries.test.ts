import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_SCOUTED_FILES, MAX_PHOTO_BYTES, panelPaths, sendAnswerSchema, type EntryName } from '@vitrine/contracts';
import { dataPaths } from '../app';
import { openDatabase } from '../db/index';
import {
  auth,
  errorOf,
  type FilePart,
  makeDataDir,
  makeJpeg,
  multipartBody,
  panelToken,
  removeDataDir,
  startApp,
} from '../test/helpers';
import { EntryStore } from './entries';

let app: FastifyInstance;
let dataDir: string;
let token: string;
let photos: FilePart[];

const SCOUTED_FIELDS = {
  realname: 'Maria Conceição',
  phone: '+55 (11) 98765-4321',
  birthdate: '2007-04-12',
  note: 'Campinas',
  email: 'maria@example.com',
  instagr: '@maria',
  height: '175/5\'9',
  bust: '84/33',
  waist: '62/24',
  hips: '90/35',
  jeans: '36',
  shoes: '38',
  hair: 'Brown',
  eyes: 'Green',
  gender: 'woman',
  contacts: JSON.stringify({ value: 'José Conceição', label: 'Pai' }),
};

async function send(entry: EntryName | string, fields: Record<string, string>, files: readonly FilePart[] = []) {
  const { payload, headers } = multipartBody(fields, files);
  return app.inject({
    method: 'POST',
    url: `/panel/api/entry/${entry}/send`,
    headers: { ...auth(token), ...headers },
    payload,
  });
}

const entryCount = () => {
  const db = openDatabase(dataPaths(dataDir).database);
  try {
    return Number(db.prepare('SELECT COUNT(*) FROM entries').pluck().get());
  } finally {
    db.close();
  }
};
const entryFolders = () => readdirSync(dataPaths(dataDir).uploads).filter((name) => /^\d+$/.test(name));
const tmpLeftovers = () => {
  const tmp = path.join(dataPaths(dataDir).uploads, '.tmp');
  return existsSync(tmp) ? readdirSync(tmp) : [];
};

beforeAll(async () => {
  dataDir = makeDataDir();
  app = await startApp(dataDir, 'empty');
  token = await panelToken(app);
  photos = await Promise.all(
    GET_SCOUTED_FILES.map(async (field, i) => ({
      field,
      filename: `photo-${i + 1}.jpg`,
      contentType: 'image/jpeg',
      data: await makeJpeg(i + 1),
    })),
  );
});

afterAll(async () => {
  await app.close();
  removeDataDir(dataDir);
});

describe('getScouted', () => {
  it('stores the entry and its four photos, and keeps them across a restart', async () => {
    const res = await send('getScouted', SCOUTED_FIELDS, photos);
    expect(res.statusCode).toBe(200);
    const { id } = sendAnswerSchema.parse(res.json());

    // restart: close the app, build a new one on the same DATA_DIR
    await app.close();
    app = await startApp(dataDir, 'empty');
    token = await panelToken(app);

    const db = openDatabase(dataPaths(dataDir).database);
    try {
      const stored = new EntryStore(db, dataPaths(dataDir).uploads).get(id);
      if (!stored) throw new Error(`entry ${id} lost across the restart`);
      expect(stored.entry).toBe('getScouted');
      expect(stored.fields).toMatchObject({ realname: 'Maria Conceição', email: 'maria@example.com', gender: 'woman' });
      expect(stored.files.map((f) => f.field)).toEqual([...GET_SCOUTED_FILES]);
      for (const [i, file] of stored.files.entries()) {
        const data = readFileSync(path.join(stored.dir, file.file));
        expect(data.equals(photos[i]?.data ?? Buffer.alloc(0))).toBe(true);
        expect(file.size).toBe(data.length);
        expect(file.filename).toBe(`photo-${i + 1}.jpg`);
      }
    } finally {
      db.close();
    }
  });

  it('answers 413 for a photo over 2 MB and stores nothing', async () => {
    const before = entryCount();
    const big = { ...photos[2]!, data: await makeJpeg(9, MAX_PHOTO_BYTES + 1) };
    const res = await send('getScouted', SCOUTED_FIELDS, [photos[0]!, photos[1]!, big, photos[3]!]);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).message).toContain('image3');
    expect(entryCount()).toBe(before);
    expect(tmpLeftovers()).toEqual([]);
  });

  it('accepts a photo of exactly 2 MB', async () => {
    const exact = { ...photos[0]!, data: await makeJpeg(7, MAX_PHOTO_BYTES) };
    expect(exact.data.length).toBe(MAX_PHOTO_BYTES);
    const res = await send('getScouted', SCOUTED_FIELDS, [exact, photos[1]!, photos[2]!, photos[3]!]);
    expect(res.statusCode).toBe(200);
  });

  it('answers 415 for a file that is not a JPEG, even when labelled image/jpeg', async () => {
    const before = entryCount();
    const png = { ...photos[1]!, data: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') };
    const fake = await send('getScouted', SCOUTED_FIELDS, [photos[0]!, png, photos[2]!, photos[3]!]);
    expect(fake.statusCode).toBe(415);
    expect(errorOf(fake).message).toContain('image2');
    const labelled = { ...photos[1]!, contentType: 'image/png' };
    const wrongType = await send('getScouted', SCOUTED_FIELDS, [photos[0]!, labelled, photos[2]!, photos[3]!]);
    expect(wrongType.statusCode).toBe(415);
    expect(entryCount()).toBe(before);
  });

  it('answers 400 naming a missing photo', async () => {
    const res = await send('getScouted', SCOUTED_FIELDS, photos.slice(0, 3));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('image4');
  });

  it('answers 400 naming invalid or missing fields', async () => {
    const { email: _email, ...withoutEmail } = SCOUTED_FIELDS;
    const missing = await send('getScouted', withoutEmail, photos);
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).message).toContain('body.email');
    const badDate = await send('getScouted', { ...SCOUTED_FIELDS, birthdate: '12/04/2007' }, photos);
    expect(badDate.statusCode).toBe(400);
    expect(errorOf(badDate).message).toContain('body.birthdate');
    const badGender = await send('getScouted', { ...SCOUTED_FIELDS, gender: 'other', realname: ' ' }, photos);
    expect(badGender.statusCode).toBe(400);
    expect(errorOf(badGender).message).toContain('body.gender');
    expect(errorOf(badGender).message).toContain('body.realname');
  });

  it('answers 400 for unexpected or repeated files', async () => {
    const extra = await send('getScouted', SCOUTED_FIELDS, [...photos, { ...photos[0]!, field: 'image5' }]);
    expect(extra.statusCode).toBe(400);
    const twice = await send('getScouted', SCOUTED_FIELDS, [...photos, photos[0]!]);
    expect(twice.statusCode).toBe(400);
  });

  it('leaves no half entry behind after failures', () => {
    const count = entryCount();
    expect(entryFolders().length).toBe(
      // every getScouted row has a folder, and no folder lacks a row
      (() => {
        const db = openDatabase(dataPaths(dataDir).database);
        try {
          return Number(db.prepare("SELECT COUNT(*) FROM entries WHERE entry = 'getScouted'").pluck().get());
        } finally {
          db.close();
        }
      })(),
    );
    expect(count).toBeGreaterThan(0);
    expect(tmpLeftovers()).toEqual([]);
  });
});

describe('contact and favoritesOrder', () => {
  it('stores a contact message', async () => {
    const res = await send('contact', { name: 'Ana', email: 'ana@example.com', phone: '', message: 'Olá!' });
    expect(res.statusCode).toBe(200);
    expect(sendAnswerSchema.parse(res.json()).id).toBeGreaterThan(0);
  });

  it('refuses a contact without message or with a bad email', async () => {
    const res = await send('contact', { email: 'not-an-email', message: '' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.email');
    expect(errorOf(res).message).toContain('body.message');
  });

  it('refuses files on a contact', async () => {
    const res = await send('contact', { email: 'ana@example.com', message: 'hi' }, [photos[0]!]);
    expect(res.statusCode).toBe(400);
  });

  it('stores a favourites order', async () => {
    const res = await send('favoritesOrder', {
      Name: 'Studio Luz',
      Phone: '+55 11 3000-0000',
      Cnpj: '12.345.678/0001-90',
      CorporateName: 'Studio Luz Ltda',
      Email: 'casting@studioluz.example',
      Message: 'Campanha de verão',
      talents: JSON.stringify([{ id: 101, name: 'Ana Silva' }]),
    });
    expect(res.statusCode).toBe(200);
    sendAnswerSchema.parse(res.json());
  });

  it('refuses JSON fields that are not JSON of the right shape', async () => {
    const order = { Name: 'A', Phone: '1', Email: 'a@example.com', talents: 'not json' };
    const res = await send('favoritesOrder', order);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.talents');
    const guardian = await send('getScouted', { ...SCOUTED_FIELDS, contacts: '"José"' }, photos);
    expect(guardian.statusCode).toBe(400);
    expect(errorOf(guardian).message).toContain('body.contacts');
  });

  it('stores an order with its option request, and refuses dates out of order or an unknown kind of job', async () => {
    const base = { Name: 'A', Phone: '1', Email: 'a@example.com', talents: JSON.stringify([{ id: 1, name: 'Ana' }]) };
    const option = {
      DateFrom: '2027-03-01',
      DateTo: '2027-03-03',
      City: 'Lisboa',
      JobKind: 'campaign',
      UsageMedia: 'Internet',
      UsageTerritory: 'Europa',
      UsageTerm: '1 ano',
      Budget: 'EUR 5000',
    };
    const res = await send('favoritesOrder', { ...base, ...option });
    expect(res.statusCode).toBe(200);
    const reversed = await send('favoritesOrder', { ...base, DateFrom: '2027-03-03', DateTo: '2027-03-01' });
    expect(reversed.statusCode).toBe(400);
    expect(errorOf(reversed).message).toContain('body.DateTo');
    const kind = await send('favoritesOrder', { ...base, JobKind: 'wedding' });
    expect(kind.statusCode).toBe(400);
    expect(errorOf(kind).message).toContain('body.JobKind');
  });

  it('stores a selection verdict and refuses verdicts that are not yes, maybe or no', async () => {
    const talents = JSON.stringify([
      { id: 1, name: 'Ana', verdict: 'yes' },
      { id: 2, name: 'Bia', verdict: 'no' },
    ]);
    const res = await send('selectionVerdict', { Name: 'Rita', Email: 'rita@example.com', talents });
    expect(res.statusCode).toBe(200);
    sendAnswerSchema.parse(res.json());
    const bad = await send('selectionVerdict', {
      Name: 'Rita',
      Email: 'rita@example.com',
      talents: JSON.stringify([{ id: 1, name: 'Ana', verdict: 'perhaps' }]),
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toContain('body.talents');
  });

  it('refuses an order without talents', async () => {
    const res = await send('favoritesOrder', { Name: 'A', Phone: '1', Email: 'a@example.com' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).message).toContain('body.talents');
  });
});

describe('bad requests', () => {
  it('answers 404 for an unknown entry', async () => {
    const res = await send('newsletter', { email: 'a@example.com' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).error).toBe('not_found');
  });

  it('answers 415 for a JSON or urlencoded body', async () => {
    for (const [type, payload] of [
      ['application/json', JSON.stringify({ email: 'a@example.com', message: 'hi' })],
      ['application/x-www-form-urlencoded', 'email=a%40example.com&message=hi'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url: `/panel${panelPaths.send('contact')}`,
        headers: { ...auth(token), 'content-type': type },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(errorOf(res).error).toBe('unsupported_media_type');
    }
  });

  it('answers 401 without a token, before reading the upload', async () => {
    const { payload, headers } = multipartBody(SCOUTED_FIELDS, photos);
    const res = await app.inject({ method: 'POST', url: `/panel${panelPaths.send('getScouted')}`, headers, payload });
    expect(res.statusCode).toBe(401);
  });
});
