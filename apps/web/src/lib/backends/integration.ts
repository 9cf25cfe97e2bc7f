import 'server-only';
import {
  integrationPaths,
  searchAnswerSchema,
  TALENT_SEARCH_PAGE_SIZE,
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
import { birthTime } from '../talents/age';
import type { CardTalent, TalentCard } from '../talents/card';
import { categoryFilters, isSiteTalent, keepForListing, type ListingCategory } from '../talents/categories';
import { eyeKeyOf, hairKeyOf } from '../talents/colour-values';
import { parseMeasurement } from '../talents/measurements';
import { slugField } from '../talents/slug';
import { nameContains } from '../talents/name-search';
import { foldText } from '../talents/text';
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

/** The card view of a wire talent: what a board shows and filters on, measurements parsed
 * once (SPEC §3 formats, §5 comparisons), colours as their SPEC §9 option. */
export const toTalentCard = (t: TalentListItem): TalentCard => ({
  id: t.id,
  name: t.name.trim(),
  cover: t.cover,
  ...slugField(t.name.trim()),
  birth: birthTime(t.birthdate),
  hair: hairKeyOf(t.hair),
  eyes: eyeKeyOf(t.eyes),
  height: parseMeasurement(t.height),
  bust: parseMeasurement(t.bust),
  waist: parseMeasurement(t.waist),
  hips: parseMeasurement(t.hips),
  shoes: parseMeasurement(t.shoes),
  jeans: parseMeasurement(t.jeans),
  offices: (t.offices ?? []).map((o) => o.slug),
});

/** A board's talents as cards: the category's back-end filters, then the site's rules
 * (SPEC §7); null is every talent shown on the site (/{lang}/talents). */
export async function getBoard(category: ListingCategory | null, language: Locale): Promise<TalentCard[]> {
  const talents = await getTalents(category ? categoryFilters(category) : [], language);
  return keepForListing(talents, category).map(toTalentCard);
}

/** The talent-search list (SPEC §7: GET with language en and paginate 500, every page) as
 * the cards of the site's talents (id, name, cover), kept in the data cache as ONE entry (the
 * pages are read inside it): a visitor's text is matched against it and never becomes a key. */
export async function getSearchList(): Promise<CardTalent[]> {
  const { integration } = clients();
  return cachedRead(['integration', integrationPaths.search, 'search-list', 'en', TALENT_SEARCH_PAGE_SIZE], [CACHE_TAGS.talents], async () => {
    const all: TalentListItem[] = [];
    for (let page = 1; ; page++) {
      const answer = await integration.call(integrationPaths.search, {
        query: { language: 'en', paginate: TALENT_SEARCH_PAGE_SIZE, page },
        schema: searchAnswerSchema,
      });
      all.push(...answer.data);
      if (page >= answer.meta.last_page) return keepForListing(all, null).map(({ id, name, cover }) => ({ id, name: name.trim(), cover, ...slugField(name.trim()) }));
    }
  });
}

export async function getTalentSummaries(filters: TalentFilter[], language: Locale): Promise<TalentSummary[]> {
  return (await getTalents(filters, language)).map(toSummary);
}

/**
 * The talents whose name contains `text` (SPEC §2.1 /modelos/{name}), case and accents ignored:
 * the cached search list filtered here, so the text never reaches the back end nor becomes a
 * cache key (search.test.ts: 10,000 distinct searches leave the data cache flat).
 */
export async function searchTalents(text: string): Promise<CardTalent[]> {
  if (!foldText(text)) return [];
  return (await getSearchList()).filter((talent) => nameContains(talent.name, text));
}

/** GET /api/talent/profile (SPEC §7): a talent's profile, or null when the service knows no
 * talent by that id or the site does not show it. */
export async function getTalentProfile(id: number, language: Locale): Promise<TalentProfile | null> {
  let profile: TalentProfile;
  try {
    profile = await cachedRead(
      ['integration', integrationPaths.profile, id, language],
      [CACHE_TAGS.talents, talentTag(id)],
      () => clients().integration.call(integrationPaths.profile, { query: { id, language }, schema: profileAnswerSchema }),
    );
  } catch (error) {
    if (error instanceof BackendError && error.notFound) return null;
    throw error;
  }
  // A talent the site does not show (no 'TF -' category, SPEC §7: the agency's archive, its
  // kids) is no talent here: its gallery, files and place in a selection are an unknown id's.
  return isSiteTalent(profile) ? profile : null;
}

/** The photo feed (SPEC §2.11): loaded, never shown. */
export async function getPhotoFeed(): Promise<number> {
  const username = env().PHOTO_FEED_USERNAME;
  const answer = await cachedRead(['integration', integrationPaths.photoFeed, username], [CACHE_TAGS.talents], () =>
    clients().integration.call(integrationPaths.photoFeed, { query: { username }, schema: photoFeedAnswerSchema }),
  );
  return answer.data.length;
}
