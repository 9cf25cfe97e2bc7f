import 'server-only';
import sharp from 'sharp';
import { getWebsiteImages } from '@/lib/backends/panel';
import { env } from '@/lib/env';
import { fetchImage } from '@/lib/gallery/card';

export interface PreHomeLogo {
  /** Drawn for the dark overlay (prehome_logo), or for light backgrounds (logo). */
  light: boolean;
  /** Its own size, so that its box is kept while it loads (no layout shift); null when it could
   * not be read. */
  size: { width: number; height: number } | null;
  /** The panel's image (next/image sends it through the optimiser; an SVG goes as it is). */
  url: string;
}

/** A panel image's own width and height, or null. */
async function naturalSize(url: string): Promise<PreHomeLogo['size']> {
  const bytes = await fetchImage(url, env().BACKEND_TIMEOUT_MS);
  if (!bytes) return null;
  try {
    const { width, height } = await sharp(bytes).metadata();
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The pre-home logo (SPEC §2.4): website image prehome_logo (drawn for the dark overlay), else
 * logo (drawn for light backgrounds); null when the panel has neither or cannot be reached. */
export async function loadPreHomeLogo(): Promise<PreHomeLogo | null> {
  try {
    const images = await getWebsiteImages();
    const prehome = images.prehome_logo?.trim();
    const logo = images.logo?.trim();
    const url = prehome || logo;
    if (!url) return null;
    const size = await naturalSize(url);
    return { light: Boolean(prehome), size, url };
  } catch (error) {
    console.error(`[frame] website images unavailable: ${String(error)}`);
    return null;
  }
}
