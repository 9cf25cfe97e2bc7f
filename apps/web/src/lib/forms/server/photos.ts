import 'server-only';
import { chmod, open } from 'node:fs/promises';
import sharp from 'sharp';
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import type { ErrorCode } from '../rules';
import { isJpegSignature } from '../photos';
import type { ReceivedFile } from '../multipart';

/** Largest side a forwarded photo keeps; larger photos are scaled down (bigger tells no more). */
const MAX_SIDE = 4000;
/** Pixels a photo may decode to (a 2 MB file can claim far more: a decompression bomb). */
const MAX_INPUT_PIXELS = 60_000_000;
const QUALITIES = [90, 82, 74, 66, 58];

// libvips keeps up to 20 input files open in its cache by default: uploads are read from files
// deleted right after their request, which must not stay open (nor their disk space taken).
sharp.cache({ files: 0 });

export type PhotoResult = { ok: true; path: string } | { ok: false; code: ErrorCode };

async function firstBytes(file: string, count: number): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks a received photo by its content (JPEG signature, at most 2 MB, decodable as a JPEG)
 * and writes a copy with no metadata to `cleanPath` (0600): the EXIF block with its GPS
 * position is dropped, the EXIF orientation is applied to the pixels first (so the photo stays
 * upright) and the colour profile is kept. Re-encoded at the highest quality that stays within
 * 2 MB. sharp reads the file from disk and writes the copy to disk: the photo is never held
 * whole in this process's memory (libvips decodes it in strips).
 */
export async function cleanPhoto(file: ReceivedFile | undefined, cleanPath: string): Promise<PhotoResult> {
  if (!file || file.size === 0) return { ok: false, code: 'photoRequired' };
  if (file.tooLarge || file.size > MAX_PHOTO_BYTES) return { ok: false, code: 'photoSize' };
  if (!isJpegSignature(await firstBytes(file.path, 3))) return { ok: false, code: 'photoType' };
  const input = () => sharp(file.path, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
  try {
    const meta = await input().metadata();
    if (meta.format !== 'jpeg') return { ok: false, code: 'photoType' };
    for (const quality of QUALITIES) {
      const info = await input()
        .rotate()
        .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
        .keepIccProfile()
        .jpeg({ quality, mozjpeg: true })
        .toFile(cleanPath);
      if (info.size <= MAX_PHOTO_BYTES) {
        await chmod(cleanPath, 0o600);
        return { ok: true, path: cleanPath };
      }
    }
    return { ok: false, code: 'photoSize' };
  } catch {
    return { ok: false, code: 'photoUnreadable' };
  }
}
