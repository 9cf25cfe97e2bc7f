import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address';
import { FormRefusal, guardFormRequest, memoryRateLimiter, setFormRateLimiter } from '../abuse';
import { readMultipart, withUploadDir, type ReceivedFile } from '../multipart';
import { cleanPhoto } from './photos';

/** `data` written as a received file in `dir` (as readMultipart leaves it). */
function file(dir: string, data: Buffer, tooLarge = false): ReceivedFile {
  const where = path.join(dir, 'photo0');
  writeFileSync(where, data, { mode: 0o600 });
  return { field: 'photo0', filename: 'a.jpg', mimeType: 'image/jpeg', path: where, size: data.length, tooLarge };
}
const uploadDirs = () => readdirSync(tmpdir()).filter((name) => name.startsWith('vitrine-upload-'));

async function phonePhoto(): Promise<Buffer> {
  // A 'portrait photo stored sideways' as phones write them: EXIF orientation 6, GPS position.
  const sideways = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#468' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return sharp(sideways)
    .keepMetadata()
    .withExifMerge({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' } })
    .toBuffer();
}

describe('cleanPhoto', () => {
  it('drops the EXIF block with its GPS position and keeps the photo upright', async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    const after = await withUploadDir(async (dir) => {
      expect(statSync(dir).mode & 0o777).toBe(0o700);
      const result = await cleanPhoto(file(dir, input), path.join(dir, 'clean.jpg'));
      if (!result.ok) throw new Error(result.code);
      expect(statSync(result.path).mode & 0o777).toBe(0o600);
      return sharp(readFileSync(result.path)).metadata();
    });
    // libvips keeps no upload open once it is deleted
    expect(sharp.cache().files.current).toBe(0);
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // 400x300 stored with "rotate 90°": upright it is 300 wide, 400 high.
    expect([after.width, after.height]).toEqual([300, 400]);
  });

  it('refuses what is not a JPEG by content, what is over 2 MB, and what does not decode', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
    await withUploadDir(async (dir) => {
      const clean = path.join(dir, 'clean.jpg');
      expect(await cleanPhoto(file(dir, png), clean)).toEqual({ ok: false, code: 'photoType' });
      expect(await cleanPhoto(file(dir, Buffer.alloc(10), true), clean)).toEqual({ ok: false, code: 'photoSize' });
      expect(await cleanPhoto(file(dir, Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff)), clean)).toEqual({ ok: false, code: 'photoSize' });
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
      expect(await cleanPhoto(file(dir, broken), clean)).toEqual({ ok: false, code: 'photoUnreadable' });
      expect(await cleanPhoto(undefined, clean)).toEqual({ ok: false, code: 'photoRequired' });
    });
  });
});

const multipart = (parts: string, boundary = 'XyZ') =>
  new Request('http://site/api/forms/contact', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: parts,
  });
const part = (name: string, value: string, boundary = 'XyZ') =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

describe('readMultipart', () => {
  it('reads fields and stops at the body limit', async () => {
    const body = part('email', 'a@example.com') + part('message', 'hi') + '--XyZ--\r\n';
    const { fields } = await readMultipart(multipart(body), { maxBytes: 10_000 });
    expect(fields).toEqual({ email: 'a@example.com', message: 'hi' });
    const big = part('message', 'x'.repeat(5000)) + '--XyZ--\r\n';
    await expect(readMultipart(multipart(big), { maxBytes: 1000, maxFieldBytes: 100_000 })).rejects.toMatchObject({ status: 413, code: 'tooLarge' });
  });

  it('writes each file to the upload folder, owner-only, keeping at most the limit + 1 byte', async () => {
    const photo = (name: string, bytes: number) =>
      `--XyZ\r\nContent-Disposition: form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n${'x'.repeat(bytes)}\r\n`;
    const before = uploadDirs();
    let seen = '';
    await withUploadDir(async (dir) => {
      seen = dir;
      const body = part('email', 'a@example.com') + photo('photo0', 1000) + photo('photo1', 5000) + '--XyZ--\r\n';
      const { fields, files } = await readMultipart(multipart(body), { maxBytes: 100_000, fileFields: ['photo0', 'photo1'], maxFileBytes: 2000, fileDir: dir });
      expect(fields).toEqual({ email: 'a@example.com' });
      expect(files.get('photo0')).toMatchObject({ size: 1000, tooLarge: false, path: path.join(dir, 'photo0') });
      expect(files.get('photo1')).toMatchObject({ size: 2001, tooLarge: true });
      expect(statSync(files.get('photo0')!.path).size).toBe(1000);
      expect(statSync(files.get('photo0')!.path).mode & 0o777).toBe(0o600);
    });
    // the folder and its files are gone once the request is answered, refused or not
    await expect(
      withUploadDir(async (dir) => {
        const body = photo('photo0', 5000) + '--XyZ--\r\n';
        return readMultipart(multipart(body), { maxBytes: 1000, fileFields: ['photo0'], maxFileBytes: 10_000, fileDir: dir });
      }),
    ).rejects.toMatchObject({ status: 413 });
    expect(readdirSync(tmpdir())).not.toContain(path.basename(seen));
    expect(uploadDirs()).toEqual(before);
  });

  it('refuses unexpected files, repeated fields and garbage as malformed', async () => {
    const withFile = `--XyZ\r\nContent-Disposition: form-data; name="x"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\nabc\r\n--XyZ--\r\n`;
    await expect(readMultipart(multipart(withFile), { maxBytes: 10_000 })).rejects.toMatchObject({ code: 'malformed' });
    const twice = part('a', '1') + part('a', '2') + '--XyZ--\r\n';
    await expect(readMultipart(multipart(twice), { maxBytes: 10_000 })).rejects.toMatchObject({ code: 'malformed' });
    await expect(readMultipart(multipart('garbage'), { maxBytes: 10_000 })).rejects.toBeInstanceOf(FormRefusal);
  });
});

describe('abuse guards', () => {
  const request = (headers: Record<string, string>) => new Request('http://site/api/forms/order', { method: 'POST', headers });
  const type = { 'content-type': 'multipart/form-data; boundary=b' };

  it('refuses a declared body over the form’s limit before reading it, and what is not multipart', async () => {
    setFormRateLimiter('order', memoryRateLimiter(100));
    await expect(guardFormRequest(request({ ...type, 'content-length': '999999' }), 'order', { pointsPerHour: () => 100 })).rejects.toMatchObject({ status: 413 });
    await expect(guardFormRequest(request({ 'content-type': 'application/json' }), 'order', { pointsPerHour: () => 100 })).rejects.toMatchObject({ status: 415 });
    await expect(guardFormRequest(request({ ...type, 'content-length': '100' }), 'order', { pointsPerHour: () => 100 })).resolves.toBeUndefined();
  });

  it('limits submissions per address, and tells how long to wait', async () => {
    setFormRateLimiter('contact', memoryRateLimiter(2));
    const from = (ip: string, forwarded?: string) =>
      request({ ...type, [CLIENT_ADDRESS_HEADER]: ip, ...(forwarded ? { 'x-forwarded-for': forwarded } : {}) });
    await guardFormRequest(from('10.0.0.1'), 'contact', { pointsPerHour: () => 2 });
    await guardFormRequest(from('10.0.0.1'), 'contact', { pointsPerHour: () => 2 });
    const refusal = await guardFormRequest(from('10.0.0.1'), 'contact', { pointsPerHour: () => 2 }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ status: 429, code: 'rateLimited' });
    expect((refusal as FormRefusal).retryAfterSeconds).toBeGreaterThan(3500);
    // another address is not affected; a made-up X-Forwarded-For (no trusted proxy) changes nothing
    await expect(guardFormRequest(from('10.0.0.2'), 'contact', { pointsPerHour: () => 2 })).resolves.toBeUndefined();
    await expect(guardFormRequest(from('10.0.0.1', '1.2.3.4'), 'contact', { pointsPerHour: () => 2 })).rejects.toMatchObject({ status: 429 });
  });
});
