import sharp, { type OverlayOptions } from 'sharp';
import { describe, expect, it } from 'vitest';
import { cropPhoto, cropWindow } from './card-photo';

/** A source of `width`×`height` drawn like a portrait: a muted skin-toned band over its top
 * tenth (the head), a plain light background, a saturated checked pattern from the middle down
 * (a printed dress: what a saliency crop is drawn to) and a green band over its bottom tenth. */
async function portraitLike(width: number, height: number): Promise<Buffer> {
  const band = Math.round(height / 10);
  const block = (w: number, h: number, r: number, g: number, b: number) =>
    sharp({ create: { width: w, height: h, channels: 3, background: { r, g, b } } }).png().toBuffer();
  const layers: OverlayOptions[] = [{ input: await block(width, band, 210, 170, 150), top: 0, left: 0 }];
  const size = Math.round(width / 16);
  const checked = await block(size, size, 255, 0, 200);
  for (let y = Math.round(height / 2); y + size < height - band; y += size)
    for (let x = (y / size) % 2 ? 0 : size; x + size <= width; x += 2 * size) layers.push({ input: checked, top: y, left: x });
  layers.push({ input: await block(width, band, 0, 255, 0), top: height - band, left: 0 });
  return sharp({ create: { width, height, channels: 3, background: { r: 235, g: 235, b: 235 } } })
    .composite(layers)
    .png()
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}
const isSkin = ([r, g, b]: number[]) => Math.abs(r! - 210) < 12 && Math.abs(g! - 170) < 12 && Math.abs(b! - 150) < 12;
const isGreen = ([r, g, b]: number[]) => g! > 200 && r! < 60 && b! < 60;

describe('the measurement card photo', () => {
  it('a tall source keeps its full width and its top; the bottom is what is cut', () => {
    expect(cropWindow(800, 1200, 512, 520)).toEqual({ left: 0, top: 0, width: 800, height: 813 });
    expect(cropWindow(400, 2000, 512, 520).top).toBe(0);
  });

  it('a wide source keeps its full height; the window moves only across', () => {
    expect(cropWindow(1600, 800, 512, 520)).toEqual({ left: 406, top: 0, width: 788, height: 800 });
    expect(cropWindow(1600, 800, 512, 520, 0)).toMatchObject({ left: 0, top: 0, height: 800 });
  });

  it('a portrait photo keeps the head (its top rows) in the drawn card photo', async () => {
    const photo = await cropPhoto(await portraitLike(800, 1200), 512, 520);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 512, height: 520 });
    expect(isSkin(await pixel(photo, 256, 2))).toBe(true);
    expect(isGreen(await pixel(photo, 256, 517))).toBe(false);
  });

  it('a landscape photo keeps both its top and its bottom', async () => {
    const photo = await cropPhoto(await portraitLike(1600, 800), 512, 520);
    expect(await sharp(photo).metadata()).toMatchObject({ width: 512, height: 520 });
    expect(isSkin(await pixel(photo, 256, 2))).toBe(true);
    expect(isGreen(await pixel(photo, 256, 517))).toBe(true);
  });
});
