import 'server-only';
import { SOCIAL_NETWORKS, type SocialNetwork } from '@vitrine/contracts/constants';
import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { getSocialLinks } from '@/lib/backends/panel';
import type { SocialLink } from './SocialLinks';

/** The configured social links with their names in the locale; none when the panel cannot be
 * reached (the frame must never take a page down). */
export async function loadSocialLinks(locale: AppLocale): Promise<SocialLink[]> {
  const t = await getTranslations({ locale, namespace: 'layout.social' });
  const names: Record<SocialNetwork, string> = { facebook: t('facebook'), instagram: t('instagram'), tiktok: t('tiktok') };
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
