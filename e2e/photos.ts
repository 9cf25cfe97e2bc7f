/**
 * Photos for the application tests, generated locally with sharp: JPEGs carrying a GPS
 * position in their EXIF (as a phone writes them), a PNG renamed .jpg and a 3 MB JPEG.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TMP_DIR } from './stack';

const DIR = path.join(TMP_DIR, 'photos');

const GPS = {
  IFD0: { Make: 'Vitrine Phone', Model: 'Test' },
  IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 4/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 2/1' },
};

export interface TestPhotos {
  /** Four JPEGs with GPS data: face, smiling, half body, full body. */
  jpegs: string[];
  pngNamedJpg: string;
  bigJpeg: string;
}

async function write(file: string, data: () => Promise<Buffer>): Promise<string> {
  const target = path.join(DIR, file);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(DIR, { recursive: true });
    fs.writeFileSync(`${target}.part`, await data());
    fs.renameSync(`${target}.part`, target);
  }
  return target;
}

export async function testPhotos(): Promise<TestPhotos> {
  const jpegs = await Promise.all(
    [0, 1, 2, 3].map((i) =>
      write(`applicant-${i}.jpg`, () =>
        sharp({ create: { width: 600, height: 800, channels: 3, background: { r: 60 + i * 40, g: 110, b: 140 } } })
          .jpeg({ quality: 85 })
          .withExif(GPS)
          .toBuffer(),
      ),
    ),
  );
  const pngNamedJpg = await write('not-a-photo.jpg', () =>
    sharp({ create: { width: 64, height: 64, channels: 3, background: '#c33' } }).png().toBuffer(),
  );
  // Random noise compresses badly: about 3 MB at this size and quality.
  const bigJpeg = await write('big-3mb.jpg', async () => {
    const width = 1700;
    const height = 1700;
    const pixels = Buffer.alloc(width * height * 3);
    let seed = 7;
    for (let i = 0; i < pixels.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      pixels[i] = seed >> 16;
    }
    return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 97 }).toBuffer();
  });
  return { jpegs, pngNamedJpg, bigJpeg };
}

/** Whether a JPEG file still has an EXIF block (where GPS data lives). */
export async function hasExif(file: string): Promise<boolean> {
  return (await sharp(file).metadata()).exif !== undefined;
}
