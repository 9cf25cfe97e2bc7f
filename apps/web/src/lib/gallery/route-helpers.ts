import 'server-only';
import type { TalentProfile } from '@vitrine/contracts';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { getTalentProfile } from '../backends/integration';
import { BackendError } from '../backends/http';

/** A talent id of a path segment: a positive integer without sign or leading zero. */
export const talentId = (segment: string): number | null => (/^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null);

export const localeOr = (value: string | null | undefined): AppLocale =>
  isAppLocale(value) ? value : routing.defaultLocale;

/** The profile for a route handler, or the Response to answer instead (404, 502 with the code). */
export async function profileOrResponse(
  segment: string,
  locale: AppLocale,
): Promise<{ profile: TalentProfile } | { response: Response }> {
  const id = talentId(segment);
  if (id === null) return { response: new Response('Not found', { status: 404 }) };
  try {
    const profile = await getTalentProfile(id, locale);
    if (!profile) return { response: new Response('Not found', { status: 404 }) };
    return { profile };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return { response: new Response(`Service unavailable: ${error.code}`, { status: 502 }) };
  }
}
