import 'server-only';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@vitrine/contracts/constants';
import { getSocialLinks } from '@/lib/backends/panel';
import type { SocialLink } from './SocialLinks';

/** The configured social links with their names; none when the panel cannot be reached (the
 * frame must never take a page down). */
export async function loadSocialLinks(names: Record<SocialNetwork, string>): Promise<SocialLink[]> {
  try {
    const links = await getSocialLinks();
    return SOCIAL_NETWORKS.flatMap((network) => {
      const url = links[network];
      return url ? [{ network, url, label: names[network] }] : [];
    });
  } catch (error) {
    console.error(`[frame] social links unavailable: ${String(error)}`);
    return [];
  }
}
