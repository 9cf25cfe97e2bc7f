import { describe, expect, it } from 'vitest';
import { fitJpeg, sizesToTry, type Size } from './fit-photo';

/** A stand-in for the canvas: bytes grow with the pixels and the quality. */
const encoder = (bytesPerPixelAtFull: number) => {
  const tried: string[] = [];
  const encode = async ({ width, height }: Size, quality: number) => {
    tried.push(`${width}x${height}@${quality}`);
    return { size: Math.round(width * height * bytesPerPixelAtFull * quality) } as Blob;
  };
  return { encode, tried };
};

describe('making a phone photo fit 2 MB', () => {
  it('tries the photo’s own size (at most 4000 px), then 80 % smaller each time, down to 1000 px', () => {
    expect(sizesToTry({ width: 4032, height: 3024 })[0]).toEqual({ width: 4000, height: 3000 });
    expect(sizesToTry({ width: 3000, height: 4000 }).map((s) => s.height)).toEqual([4000, 3200, 2560, 2048, 1638, 1311, 1049]);
    expect(sizesToTry({ width: 800, height: 600 })).toEqual([{ width: 800, height: 600 }]);
  });

  it('keeps the largest size at the best quality that fits', async () => {
    // a 12 MP photo of 4.5 MB at quality 0.9: no quality fits at 4000 or 3200 px; 0.9 does at 2560
    const { encode, tried } = encoder(0.42);
    const blob = await fitJpeg({ width: 4000, height: 3000 }, encode, 2_000_000);
    expect(blob!.size).toBeLessThanOrEqual(2_000_000);
    expect(tried.at(-1)).toBe('2560x1920@0.9');
    expect(tried[0]).toBe('4000x3000@0.9');
  });

  it('refuses only what cannot be made to fit', async () => {
    const { encode } = encoder(100);
    expect(await fitJpeg({ width: 4000, height: 3000 }, encode, 2_000_000)).toBeNull();
  });
});
