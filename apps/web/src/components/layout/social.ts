import 'server-only';
import { getSocialLinks } from '@/lib/backends/panel';
import type { SocialLink, SocialNetwork } from './SocialLinks';

const NETWORKS: SocialNetwork[] = ['instagram', 'facebook', 'tiktok'];

/** The configured social links with their names; none when the panel cannot be reached (the
 * frame must never take a page down). */
export async function loadSocialLinks(names: Record<SocialNetwork, string>): Promise<SocialLink[]> {
  try {
    const links = await getSocialLinks();
    return NETWORKS.flatMap((network) => {
      const url = links[network];
      return url ? [{ network, url, label: names[network] }] : [];
    });
  } catch (error) {
    console.error(`[frame] social links unavailable: ${String(error)}`);
    return [];
  }
}
