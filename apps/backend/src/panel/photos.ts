import exifReader from 'exif-reader';
import sharp from 'sharp';

/**
 * Whether a stored JPEG still carries location data (EXIF GPS tags). The site removes it
 * before forwarding an application; the built-in back end checks that it did, so that a photo
 * with the applicant's whereabouts is never kept. Throws when the file is not a readable image.
 */
export async function hasLocation(file: string): Promise<boolean> {
  const { exif } = await sharp(file).metadata();
  if (!exif) return false;
  let tags: ReturnType<typeof exifReader>;
  try {
    tags = exifReader(exif);
  } catch {
    // EXIF we cannot parse: we cannot prove it holds no location.
    return true;
  }
  return Object.keys(tags.GPSInfo ?? {}).length > 0;
}
