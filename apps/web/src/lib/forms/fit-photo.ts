/**
 * Phone photos as they come (3–5 MB) made to fit the application's 2 MB per photo, in the
 * browser, before anything is sent (SPEC §5's limit is the server's and stays). The photo is
 * decoded first — a file that has a JPEG's first bytes but does not decode is refused here,
 * not after the send — with its EXIF orientation applied (`imageOrientation: 'from-image'`),
 * then encoded again as JPEG, at the best quality and size that fit. The new JPEG carries no
 * EXIF, so no GPS position either (the server removes it anyway). A canvas does what a library
 * would (browser-image-compression adds ~20 KB for the same canvas calls).
 */
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import type { ErrorCode } from './rules';

/** Longest side of a photo re-encoded here (the server keeps at most 4000 px). */
const MAX_SIDE = 4000;
/** Below this longest side a photo is no longer worth sending: refused as too large. */
const MIN_SIDE = 1000;
const QUALITIES = [0.9, 0.82, 0.74];
const SCALE_STEP = 0.8;

export interface Size {
  width: number;
  height: number;
}

/** Encodes the decoded photo at `size` and `quality` (0–1) as a JPEG. */
export type Encode = (size: Size, quality: number) => Promise<Blob>;

/** The sizes tried, largest first: within MAX_SIDE, then 80 % smaller each time, down to MIN_SIDE. */
export function sizesToTry({ width, height }: Size): Size[] {
  const sizes: Size[] = [];
  const longest = Math.max(width, height);
  let scale = Math.min(1, MAX_SIDE / longest);
  do {
    sizes.push({ width: Math.round(width * scale), height: Math.round(height * scale) });
    scale *= SCALE_STEP;
  } while (longest * scale >= MIN_SIDE);
  return sizes;
}

/** The first encoding of at most `maxBytes` (largest size, then best quality), or null. */
export async function fitJpeg(size: Size, encode: Encode, maxBytes = MAX_PHOTO_BYTES): Promise<Blob | null> {
  for (const candidate of sizesToTry(size)) {
    for (const quality of QUALITIES) {
      const blob = await encode(candidate, quality);
      if (blob.size <= maxBytes) return blob;
    }
  }
  return null;
}

export type PhotoCheck = { ok: true; file: File; shrunkFrom?: number } | { ok: false; code: ErrorCode };

/**
 * Decodes a chosen JPEG (its signature already checked) and, when it is over 2 MB, makes it fit.
 * Browser only (createImageBitmap, canvas).
 */
export async function checkChosenPhoto(file: File): Promise<PhotoCheck> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { ok: false, code: 'photoUnreadable' };
  }
  try {
    if (file.size <= MAX_PHOTO_BYTES) return { ok: true, file };
    const canvas = document.createElement('canvas');
    const encode: Encode = ({ width, height }, quality) => {
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
      return new Promise((resolve, reject) =>
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('not encoded'))), 'image/jpeg', quality),
      );
    };
    const blob = await fitJpeg({ width: bitmap.width, height: bitmap.height }, encode).catch(() => null);
    canvas.width = 0;
    canvas.height = 0;
    if (!blob) return { ok: false, code: 'photoSize' };
    return { ok: true, file: new File([blob], file.name, { type: 'image/jpeg', lastModified: file.lastModified }), shrunkFrom: file.size };
  } finally {
    bitmap.close();
  }
}
