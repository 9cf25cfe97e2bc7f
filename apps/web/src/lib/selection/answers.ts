import 'server-only';
import type { TalentProfile } from '@vitrine/contracts';
import type { AppLocale } from '@/i18n/routing';
import { BackendError } from '../backends/http';
import { downloadRefusal, downloadsTranslator } from '../server/downloads';
import { selectionProfiles } from './load';
import { MAX_SELECTION_TALENTS, parseSelectionQuery, type SelectionQuery } from './query';

/** The selection of a request, or the 400 in the visitor's language. */
export function selectionOrRefusal(request: Request, locale: AppLocale): Extract<SelectionQuery, { ok: true }> | Response {
  const query = parseSelectionQuery(new URL(request.url).searchParams);
  if (query.ok) return query;
  const t = downloadsTranslator(locale);
  const message =
    query.error === 'tooMany' ? t('refusals.tooMany', { max: MAX_SELECTION_TALENTS, count: query.count }) : t(`refusals.${query.error}`);
  return downloadRefusal(400, message, locale);
}

/** The selection's profiles, or the answer when none is known (404) or the service fails (502). */
export async function profilesOrRefusal(ids: number[], locale: AppLocale): Promise<TalentProfile[] | Response> {
  const t = downloadsTranslator(locale);
  try {
    const profiles = await selectionProfiles(ids, locale);
    return profiles.length > 0 ? profiles : downloadRefusal(404, t('refusals.notFound'), locale);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return downloadRefusal(502, t('refusals.unavailable'), locale, 60);
  }
}
