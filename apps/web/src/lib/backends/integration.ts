import 'server-only';
import {
  integrationPaths,
  photoFeedAnswerSchema,
  profileAnswerSchema,
  serializeTalentFilters,
  talentsAnswerSchema,
  TALENT_PAGE_SIZE,
  type Locale,
  type TalentFilter,
  type TalentListItem,
  type TalentProfile,
} from '@vitrine/contracts';
import { env } from '../env';
import { clients } from './clients';
import { BackendError } from './http';
import { cachedRead, CACHE_TAGS, talentTag } from '../cache';

/** A talent as the site's lists show it. */
export interface TalentSummary {
  id: number;
  name: string;
  cover: string | null;
  gender: TalentListItem['gender'];
  categories: TalentListItem['categories'];
  officeSlugs: string[];
}

const toSummary = (t: TalentListItem): TalentSummary => ({
  id: t.id,
  name: t.name,
  cover: t.cover,
  gender: t.gender,
  categories: t.categories,
  officeSlugs: (t.offices ?? []).map((o) => o.slug),
});

/** POST /api/talents, every page of TALENT_PAGE_SIZE (SPEC §7, §9). */
export async function getTalents(filters: TalentFilter[], language: Locale): Promise<TalentListItem[]> {
  const { integration } = clients();
  const all: TalentListItem[] = [];
  for (let page = 1; ; page++) {
    const query = { paginate: TALENT_PAGE_SIZE, page, language, offices: 1 };
    const json = { filters: serializeTalentFilters(filters) };
    const answer = await cachedRead(
      ['integration', integrationPaths.talents, JSON.stringify([query, json])],
      [CACHE_TAGS.talents],
      () => integration.call(integrationPaths.talents, { method: 'POST', query, json, schema: talentsAnswerSchema }),
    );
    all.push(...answer.data);
    if (page >= answer.meta.last_page) return all;
  }
}

export async function getTalentSummaries(filters: TalentFilter[], language: Locale): Promise<TalentSummary[]> {
  return (await getTalents(filters, language)).map(toSummary);
}

/** A name as searches compare it: no accents, lower case (the back end's own name filter). */
export const nameKey = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');

/**
 * The talents whose name contains `text` (SPEC §2.1 /modelos/{name}, §2.13), case and accents
 * ignored. The text never reaches the back end nor the answer cache: the whole list (one cached
 * call per language, the one /talents shows) is filtered here, so a million different searches
 * cost no memory.
 */
export async function searchTalents(text: string, language: Locale): Promise<TalentSummary[]> {
  const wanted = nameKey(text);
  if (!wanted) return [];
  return (await getTalentSummaries([], language)).filter((talent) => nameKey(talent.name).includes(wanted));
}

/** GET /api/talent/profile (SPEC §7): a talent's profile, or null when the service knows no
 * talent by that id. */
export async function getTalentProfile(id: number, language: Locale): Promise<TalentProfile | null> {
  try {
    return await cachedRead(
      ['integration', integrationPaths.profile, id, language],
      [CACHE_TAGS.talents, talentTag(id)],
      () => clients().integration.call(integrationPaths.profile, { query: { id, language }, schema: profileAnswerSchema }),
    );
  } catch (error) {
    if (error instanceof BackendError && error.notFound) return null;
    throw error;
  }
}

/** The photo feed (SPEC §2.11): loaded, never shown. */
export async function getPhotoFeed(): Promise<number> {
  const username = env().PHOTO_FEED_USERNAME;
  const answer = await cachedRead(['integration', integrationPaths.photoFeed, username], [CACHE_TAGS.talents], () =>
    clients().integration.call(integrationPaths.photoFeed, { query: { username }, schema: photoFeedAnswerSchema }),
  );
  return answer.data.length;
}
