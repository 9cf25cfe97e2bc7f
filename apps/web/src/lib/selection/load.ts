import 'server-only';
import pLimit from 'p-limit';
import type { Locale, TalentProfile } from '@vitrine/contracts';
import { getTalentProfile } from '../backends/integration';

/** Profiles read from the integration service at once. */
const PROFILE_CONCURRENCY = 6;

/** The profiles of a selection in its order; ids the service does not know are left out. A back
 * end that fails throws (BackendError): the route answers that it cannot load them now. */
export async function selectionProfiles(ids: readonly number[], locale: Locale): Promise<TalentProfile[]> {
  const limit = pLimit(PROFILE_CONCURRENCY);
  const profiles = await Promise.all(ids.map((id) => limit(() => getTalentProfile(id, locale))));
  return profiles.filter((profile): profile is TalentProfile => profile !== null);
}
