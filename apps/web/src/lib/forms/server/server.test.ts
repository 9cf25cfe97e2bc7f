import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import { clientAddress, FormRefusal, guardFormRequest, limitSubmission, memoryRateLimiter, setFormRateLimiter } from '../abuse';
import { readMultipart } from '../multipart';
import { cleanPhoto } from './photos';

const file = (data: Buffer, tooLarge = false) => ({ field: 'photo0', filename: 'a.jpg', mimeType: 'image/jpeg', data, tooLarge });

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
    const result = await cleanPhoto(file(input));
    if (!result.ok) throw new Error(result.code);
    const after = await sharp(result.data).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    // 400x300 stored with "rotate 90°": upright it is 300 wide, 400 high.
    expect([after.width, after.height]).toEqual([300, 400]);
  });

  it('refuses what is not a JPEG by content, what is over 2 MB, and what does not decode', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#f00' } }).png().toBuffer();
    expect(await cleanPhoto(file(png))).toEqual({ ok: false, code: 'photoType' });
    expect(await cleanPhoto(file(Buffer.alloc(10), true))).toEqual({ ok: false, code: 'photoSize' });
    expect(await cleanPhoto(file(Buffer.alloc(MAX_PHOTO_BYTES + 1, 0xff)))).toEqual({ ok: false, code: 'photoSize' });
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);
    expect(await cleanPhoto(file(broken))).toEqual({ ok: false, code: 'photoUnreadable' });
    expect(await cleanPhoto(undefined)).toEqual({ ok: false, code: 'photoRequired' });
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
    const from = (ip: string) => request({ ...type, 'x-forwarded-for': ip });
    await guardFormRequest(from('10.0.0.1'), 'contact', { pointsPerHour: () => 2 });
    await guardFormRequest(from('10.0.0.1'), 'contact', { pointsPerHour: () => 2 });
    const refusal = await guardFormRequest(from('10.0.0.1'), 'contact', { pointsPerHour: () => 2 }).catch((e: unknown) => e);
    expect(refusal).toMatchObject({ status: 429, code: 'rateLimited' });
    expect((refusal as FormRefusal).retryAfterSeconds).toBeGreaterThan(3500);
    // another address is not affected; a forged first entry does not change the address
    await expect(guardFormRequest(from('10.0.0.2'), 'contact', { pointsPerHour: () => 2 })).resolves.toBeUndefined();
    await expect(guardFormRequest(from('1.2.3.4, 10.0.0.1'), 'contact', { pointsPerHour: () => 2 })).rejects.toMatchObject({ status: 429 });
    expect(clientAddress(new Headers({ 'x-forwarded-for': ' 1.1.1.1 , 2.2.2.2 ' }))).toBe('2.2.2.2');
    // the same limit for a server action, from its headers
    setFormRateLimiter('order', memoryRateLimiter(1));
    const headers = new Headers({ 'x-forwarded-for': '10.9.9.9' });
    await expect(limitSubmission(headers, 'order', { pointsPerHour: () => 1 })).resolves.toBeUndefined();
    await expect(limitSubmission(headers, 'order', { pointsPerHour: () => 1 })).rejects.toMatchObject({ status: 429 });
  });
});
