/** Direct calls to the built-in back end, for tests that need to know what it holds. */
import type { StackInfo } from './stack';

/** The fields of a listed talent the tests look at (the full shape is in packages/contracts). */
export interface ListedTalent {
  id: number;
  name: string;
  gender: string;
  birthdate: string | null;
  hair: string | null;
  eyes: string | null;
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  shoes: string | null;
  jeans: string | null;
  categories: { id: number; category: string }[];
  offices?: { id: number; slug: string; name: string }[];
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
