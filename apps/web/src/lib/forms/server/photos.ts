import 'server-only';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import type { ErrorCode } from '../apply-schema';
import { isJpegSignature } from '../photos';
import type { ReceivedFile } from '../multipart';

/** Largest side a forwarded photo keeps; larger photos are scaled down (bigger tells no more). */
const MAX_SIDE = 4000;
/** Pixels a photo may decode to (a 2 MB file can claim far more: a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;
const QUALITIES = [90, 82, 74, 66, 58];

export type PhotoResult = { ok: true; data: Buffer } | { ok: false; code: ErrorCode };

/**
 * Checks a received photo by its content (JPEG signature, at most 2 MB, decodable as a JPEG)
 * and returns a copy with no metadata: the EXIF block with its GPS position is dropped, the
 * EXIF orientation is applied to the pixels first (so the photo stays upright) and the colour
 * profile is kept. Re-encoded at the highest quality that stays within 2 MB.
 */
export async function cleanPhoto(file: ReceivedFile | undefined): Promise<PhotoResult> {
  if (!file || file.data.length === 0) return { ok: false, code: 'photoRequired' };
  if (file.tooLarge || file.data.length > MAX_PHOTO_BYTES) return { ok: false, code: 'photoSize' };
  if (!isJpegSignature(file.data)) return { ok: false, code: 'photoType' };
  try {
    const image = sharp(file.data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const meta = await image.metadata();
    if (meta.format !== 'jpeg') return { ok: false, code: 'photoType' };
    for (const quality of QUALITIES) {
      const data = await sharp(file.data, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .keepIccProfile()
        .jpeg({ quality, mozjpeg: true })
        .toBuffer();
      if (data.length <= MAX_PHOTO_BYTES) return { ok: true, data };
    }
    return { ok: false, code: 'photoSize' };
  } catch {
    return { ok: false, code: 'photoUnreadable' };
  }
}
