/** Direct calls to the built-in back end, for tests that need to know what it holds. */
import type { StackInfo } from './stack';

/** The fields of a listed talent the tests look at (the full shape is in packages/contracts). */
export interface ListedTalent {
  id: number;
  name: string;
  gender: string;
  categories: { id: number; category: string }[];
}

async function json<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 500)}`);
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`${what}: answer is not JSON: ${text.slice(0, 500)}`);
  }
}

/** POST <integration>/api/signin with the stack's test salt and key. */
export async function integrationToken(stack: StackInfo): Promise<string> {
  const response = await fetch(`${stack.integrationUrl}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: stack.secrets.integrationSalt, api_key: stack.secrets.integrationApiKey }),
  });
  const answer = await json<{ access_token?: unknown }>(response, 'integration sign-in');
  if (typeof answer.access_token !== 'string') throw new Error('integration sign-in: no access_token');
  return answer.access_token;
}

/** Every talent of the back end (POST /api/talents, no filters), as the listing asks for them. */
export async function listTalents(stack: StackInfo, language: 'pt' | 'en' = 'pt'): Promise<ListedTalent[]> {
  const token = await integrationToken(stack);
  const response = await fetch(
    `${stack.integrationUrl}/api/talents?paginate=1000&language=${language}&offices=1`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ filters: '[]' }),
    },
  );
  const answer = await json<{ data?: unknown }>(response, 'talent list');
  if (!Array.isArray(answer.data)) throw new Error('talent list: answer has no data list');
  return answer.data as ListedTalent[];
}

/** Talents the site shows: those with a category whose text contains 'TF -' (SPEC §7). */
export const isShownOnSite = (talent: ListedTalent): boolean =>
  talent.categories.some((c) => c.category.includes('TF -'));

/** The media and measurement fields of a profile the gallery tests look at. */
export interface TalentProfileView {
  id: number;
  name: string;
  gender: 'woman' | 'man';
  height: string | null;
  shoes: string | null;
  instagram: string | null;
  book: { file: string; width: number; height: number }[];
  snap: unknown[];
  compo: unknown[];
  video: { provider: string; file: string }[];
}

/** GET <integration>/api/talent/profile for one talent. */
export async function getProfile(stack: StackInfo, id: number, token?: string): Promise<TalentProfileView> {
  const bearer = token ?? (await integrationToken(stack));
  const response = await fetch(`${stack.integrationUrl}/api/talent/profile?id=${id}&language=pt`, {
    headers: { authorization: `Bearer ${bearer}` },
  });
  return json<TalentProfileView>(response, `profile ${id}`);
}

/** The first talents shown on the site whose profile passes `wanted` (at most `count`). */
export async function findProfiles(
  stack: StackInfo,
  wanted: (profile: TalentProfileView) => boolean,
  count = 1,
): Promise<TalentProfileView[]> {
  const token = await integrationToken(stack);
  const found: TalentProfileView[] = [];
  for (const talent of (await listTalents(stack)).filter(isShownOnSite)) {
    const profile = await getProfile(stack, talent.id, token);
    if (wanted(profile)) found.push(profile);
    if (found.length >= count) return found;
  }
  throw new Error(`only ${found.length} of ${count} wanted talents in the demo data`);
}
