import sharp from 'sharp';

/** A crop window in the source's pixels. */
export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of a photo that fills a `targetWidth`×`targetHeight` area. A source taller than the
 * area (a portrait) keeps its full width and its top: the head of a person is at the top of a
 * portrait, and cropping by saliency alone often kept the body and cut the head. A wider source
 * keeps its full height; where the window sits across it is chosen by `left` (the share of the
 * spare width to the left, 0–1; the middle by default).
 */
export function cropWindow(width: number, height: number, targetWidth: number, targetHeight: number, left = 0.5): CropWindow {
  const target = targetWidth / targetHeight;
  if (width / height <= target) {
    return { left: 0, top: 0, width, height: Math.max(1, Math.min(height, Math.round(width / target))) };
  }
  const windowWidth = Math.max(1, Math.min(width, Math.round(height * target)));
  const spare = width - windowWidth;
  return { left: Math.round(spare * Math.min(1, Math.max(0, left))), top: 0, width: windowWidth, height };
}

/**
 * The photo cut to `width`×`height` (oriented by its EXIF first). A portrait keeps its top
 * (cropWindow); a wide photo keeps its full height and sharp's `attention` strategy picks the
 * part across it where the person is (skin tones, saturation, contrast).
 */
export async function cropPhoto(source: Buffer, width: number, height: number): Promise<Buffer> {
  const oriented = await sharp(source).rotate().toBuffer({ resolveWithObject: true });
  const { width: w, height: h } = oriented.info;
  if (w / h <= width / height) {
    const window = cropWindow(w, h, width, height);
    return sharp(oriented.data).extract(window).resize(width, height, { fit: 'fill' }).toBuffer();
  }
  // Height first: the attention crop then only ever moves across, never cuts the top.
  const scaled = await sharp(oriented.data).resize({ height }).toBuffer();
  return sharp(scaled).resize(width, height, { fit: 'cover', position: sharp.strategy.attention }).toBuffer();
}
