/**
 * Bounded fuzz of the form endpoints (issue 10): a fixed seed, 360 malformed submissions to the
 * site's application and contact endpoints and to the back end's entry endpoint. No answer is a
 * 5xx, every refusal of the site carries a message, and no entry is stored from any of them
 * (every submission is invalid by construction and marked 'fuzz').
 */
import type { APIRequestContext } from '@playwright/test';
import fs from 'node:fs';
import { listEntries } from './entries';
import { expect, test } from './fixtures';
import { testPhotos } from './photos';

function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    bytes: (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(next() * 256))),
  };
}

type Part = { name: string; value: string | Buffer; filename?: string; type?: string };

function multipart(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const disposition = `Content-Disposition: form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}`;
    const type = p.type ? `\r\nContent-Type: ${p.type}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}${type}\r\n\r\n`), Buffer.isBuffer(p.value) ? p.value : Buffer.from(p.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

const APPLY_BASE: Record<string, string> = {
  realname: 'Fuzz Applicant',
  birthdate: '12/04/2000',
  gender: 'woman',
  phone: '+55 (11) 98765-4321',
  note: 'Fuzz City',
  email: 'applicant@fuzz.example',
  instagr: '@fuzz',
  height: "175/5'9",
  bust: '84/33',
  waist: '62/24',
  hips: '90/35',
  jeans: '36',
  shoes: '38 BR',
  hair: 'Brown',
  eyes: 'Green',
  consent: 'true',
};
const CONTACT_BASE: Record<string, string> = { name: 'Fuzz Contact', email: 'contact@fuzz.example', phone: '1', message: 'fuzz' };

/** One way to break a valid submission (each makes it invalid). */
const BREAKERS: ((fields: Record<string, string>, r: ReturnType<typeof prng>) => void)[] = [
  (f) => (f.email = 'not-an-email-fuzz'),
  (f, r) => delete f[r.pick(Object.keys(f).filter((k) => k !== 'email' && k !== 'name' && k !== 'realname'))],
  (f) => (f.birthdate = '31/02/2000'),
  (f) => (f.birthdate = '2000-04-12'),
  (f) => (f.phone = '++55'),
  (f) => (f.height = '999/9'),
  (f) => (f.consent = 'no'),
  (f) => (f.website = 'http://spam.example'),
  (f, r) => (f.realname = `Fuzz ${r.int(10)}!`),
  (f) => (f.message = ''),
  (f, r) => (f.hair = r.bytes(6).toString('latin1')),
  (f) => (f.birthdate = '01/01/2100'),
];

test('fuzz: no 5xx and no entry stored from 360 malformed submissions', async ({ request, stack }) => {
  test.setTimeout(180_000);
  const r = prng(20261201);
  const photos = await testPhotos();
  const jpeg = fs.readFileSync(photos.jpegs[0]!);
  const png = fs.readFileSync(photos.pngNamedJpg);
  const statuses = new Map<number, number>();
  const seen = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);

  const login = await request.post(`${stack.panelUrl}/api/login`, { data: { salt: stack.secrets.panelSalt, api_token: stack.secrets.panelApiToken } });
  const token = ((await login.json()) as { token: string }).token;

  async function send(api: APIRequestContext, url: string, body: Buffer, contentType: string | undefined, extra: Record<string, string> = {}) {
    const headers: Record<string, string> = { ...extra };
    if (contentType !== undefined) headers['content-type'] = contentType;
    const res = await api.post(url, { headers, data: body, failOnStatusCode: false, timeout: 30_000 });
    seen(res.status());
    expect(res.status(), `${url} ${contentType} -> ${res.status()}`).toBeLessThan(500);
    return res;
  }

  for (let i = 0; i < 360; i++) {
    const target = i % 3; // 0 application, 1 contact (site), 2 back end entry
    const fields = { ...(target === 1 ? CONTACT_BASE : APPLY_BASE) };
    r.pick(BREAKERS)(fields, r);
    if (target !== 1 && fields.message !== undefined) {
      // 'message' is no field of an application: break it another way.
      delete fields.message;
      fields.consent = 'no';
    }
    // A contact message is invalid only by its e-mail, message or honeypot: make sure of one.
    const contactValid = target === 1 && !fields.website && (fields.email ?? '').includes('@') && (fields.message ?? '') !== '';
    if (contactValid) fields.email = `x${i}-fuzz`;
    const parts: Part[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
    if (target !== 1) {
      const names = target === 0 ? ['photo0', 'photo1', 'photo2', 'photo3'] : ['image1', 'image2', 'image3', 'image4'];
      for (const name of names) {
        const kind = r.int(6);
        if (kind === 0) continue; // missing
        const value = kind === 1 ? png : kind === 2 ? r.bytes(r.int(2000)) : kind === 3 ? Buffer.concat([jpeg.subarray(0, 3), r.bytes(300)]) : jpeg;
        parts.push({ name: r.next() < 0.1 ? `${name}x` : name, value, filename: 'f.jpg', type: r.pick(['image/jpeg', 'image/png', 'application/octet-stream']) });
      }
    }
    const boundary = `fuzz${r.int(1e9)}`;
    let body = multipart(parts, boundary);
    let type: string | undefined = `multipart/form-data; boundary=${boundary}`;
    switch (r.int(10)) {
      case 0:
        body = body.subarray(0, r.int(body.length)); // cut short
        break;
      case 1:
        type = r.pick([undefined, 'text/plain', 'application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']);
        break;
      case 2:
        body = r.bytes(r.int(4000));
        break;
      case 3:
        body = Buffer.concat([body, Buffer.alloc(r.int(3) * 40_000, 0x41)]); // trailing junk
        break;
      default:
        break;
    }
    const lang = r.pick(['pt', 'en', 'xx', '']);
    if (target === 0) {
      const res = await send(request, `${stack.webUrl}/api/forms/apply?lang=${lang}`, body, type);
      const answer = (await res.json()) as { ok: boolean; message?: string };
      expect(answer.ok).toBe(false);
      expect(answer.message?.length).toBeGreaterThan(10);
    } else if (target === 1) {
      const res = await send(request, `${stack.webUrl}/api/forms/contact?lang=${lang}`, body, type);
      const answer = (await res.json()) as { ok: boolean; message?: string };
      expect(answer.ok, JSON.stringify(fields)).toBe(false);
    } else {
      const entry = r.pick(['getScouted', 'contact', 'favoritesOrder', 'unknown']);
      await send(request, `${stack.panelUrl}/api/entry/${entry}/send`, body, type, { authorization: `Bearer ${token}` });
    }
  }

  // A lying Content-Length far over the limit is refused before the body is read.
  const declared = await request.post(`${stack.webUrl}/api/forms/apply?lang=en`, {
    headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(50 * 1024 * 1024) },
    data: Buffer.from('--b--\r\n'),
    failOnStatusCode: false,
  }).catch((error: Error) => {
    // …or the connection is closed before the 50 MB are sent: also a refusal.
    expect(error.message).toMatch(/ECONNRESET|EPIPE|socket hang up/);
    return undefined;
  });
  if (declared) expect(declared.status()).toBeLessThan(500);

  const stored = (await listEntries(stack)).filter((e) => /fuzz/i.test(`${e.name} ${e.email}`));
  expect(stored).toEqual([]);
  console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
});
