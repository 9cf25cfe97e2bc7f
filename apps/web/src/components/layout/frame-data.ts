import 'server-only';
import { getWebsiteImages } from '@/lib/backends/panel';

/** The pre-home logo (SPEC §2.4): website image prehome_logo (drawn for the dark overlay), else
 * logo (drawn for light backgrounds); null when the panel has neither or cannot be reached. */
export async function loadPreHomeLogo(): Promise<{ url: string; light: boolean } | null> {
  try {
    const images = await getWebsiteImages();
    const prehome = images.prehome_logo?.trim();
    if (prehome) return { url: prehome, light: true };
    const logo = images.logo?.trim();
    return logo ? { url: logo, light: false } : null;
  } catch (error) {
    console.error(`[frame] website images unavailable: ${String(error)}`);
    return null;
  }
}
