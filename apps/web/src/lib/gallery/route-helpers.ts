import 'server-only';
import type { TalentProfile } from '@vitrine/contracts';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getTalentProfile } from '../backends/integration';
import { BackendError } from '../backends/http';
import { downloadRefusal, downloadsTranslator } from '../server/downloads';

/** A talent id of a path segment: a positive integer without sign or leading zero. */
export const talentId = (segment: string): number | null => (/^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null);

export const localeOr = (value: string | null | undefined): AppLocale =>
  isAppLocale(value) ? value : routing.defaultLocale;

/** The 404 of a download whose talent the site does not show, in the visitor's language. */
export const talentNotFound = (locale: AppLocale): Response =>
  downloadRefusal(404, downloadsTranslator(locale)('refusals.talentNotFound'), locale);

/** A download's answer when the back end failed, in the visitor's language. */
export const talentUnavailable = (locale: AppLocale): Response =>
  downloadRefusal(502, downloadsTranslator(locale)('refusals.talentUnavailable'), locale, 60);

/**
 * The profile (in `locale`) for a route handler, or the Response to answer instead: 404, or 502
 * when the back end failed, in the visitor's language (`visitor`, by default the same).
 */
export async function profileOrResponse(
  segment: string,
  locale: AppLocale,
  visitor: AppLocale = locale,
): Promise<{ profile: TalentProfile } | { response: Response }> {
  const id = talentId(segment);
  if (id === null) return { response: talentNotFound(visitor) };
  try {
    const profile = await getTalentProfile(id, locale);
    if (!profile) return { response: talentNotFound(visitor) };
    return { profile };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return { response: talentUnavailable(visitor) };
  }
}
