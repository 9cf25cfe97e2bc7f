import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { absoluteUrl, agencyName } from './seo';
import { organizationData, type Office } from './structured-data';

/** The agency's schema.org Organization for a page of `locale` (home, contact). */
export const agencyData = (locale: AppLocale, offices: Office[], phone?: string) =>
  organizationData({
    name: agencyName(),
    url: absoluteUrl(getPathname({ href: '/', locale })),
    logo: absoluteUrl('/icon-512.png'),
    phone,
    offices,
  });
