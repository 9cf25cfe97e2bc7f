import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { env } from '@/lib/env';
import { loadPreHomeLogo } from './frame-data';
import { PreHome } from './PreHome';
import { SocialLinks } from './SocialLinks';
import { loadSocialLinks } from './social';

/** The pre-home overlay with its data (the panel's logo, the social links): home renders it first
 * in its content. */
export async function PreHomeOverlay({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'layout' });
  const [logo, socialLinks] = await Promise.all([
    loadPreHomeLogo(),
    loadSocialLinks(locale),
  ]);
  return (
    <PreHome
      logo={logo}
      agencyName={env().AGENCY_NAME}
      social={socialLinks.length > 0 && <SocialLinks links={socialLinks} variant="icons" label={t('footer.social')} />}
      labels={{ enter: t('prehome.enter'), region: t('prehome.label') }}
    />
  );
}
