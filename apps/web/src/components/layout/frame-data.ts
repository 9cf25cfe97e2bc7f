import 'server-only';
import { getImageProps } from 'next/image';
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
  /** What the `<img>` loads: the optimiser's sizes of it (AVIF/WebP at the width the overlay
   * shows, PreHome.module.css) when its size is known, else the image as it is. */
  image: { src: string; srcSet?: string; sizes?: string };
}

/** The overlay's logo box (PreHome.module.css `.logo`: min(72vw, 520px)). */
const LOGO_SIZES = '(min-width: 723px) 520px, 72vw';

/** An SVG goes as it is: the optimiser refuses SVG (next.config.ts). */
function logoImage(url: string, size: PreHomeLogo['size']): PreHomeLogo['image'] {
  if (!size || /\.svg$/i.test(new URL(url, 'http://site.invalid').pathname)) return { src: url };
  const { src, srcSet, sizes } = getImageProps({ src: url, alt: '', width: size.width, height: size.height, sizes: LOGO_SIZES }).props;
  return { src, srcSet, sizes };
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
    return { light: Boolean(prehome), size, image: logoImage(url, size) };
  } catch (error) {
    console.error(`[frame] website images unavailable: ${String(error)}`);
    return null;
  }
}
