/** Direct calls to the built-in back end, for tests that need to know what it holds. Answers
 * are parsed with the contract schemas of @vitrine/contracts (a drift fails the test at once);
 * one token per service and stack, kept for the worker's life (sign-in is rate limited). */
import type { z } from 'zod';
import {
  loginAnswerSchema,
  profileAnswerSchema,
  signinAnswerSchema,
  SITE_CATEGORY_MARK,
  talentsAnswerSchema,
  type TalentListItem,
  type TalentProfile,
} from '@vitrine/contracts';
import type { StackInfo } from './stack';

export type ListedTalent = TalentListItem;

async function parsed<S extends z.ZodType>(response: Response, schema: S, what: string): Promise<z.output<S>> {
  const text = await response.text();
  if (!response.ok) throw new Error(`${what}: HTTP ${response.status} ${text.slice(0, 500)}`);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${what}: answer is not JSON: ${text.slice(0, 500)}`);
  }
  const result = schema.safeParse(json);
  if (!result.success) throw new Error(`${what}: answer breaks its contract: ${result.error.message}`);
  return result.data;
}

const tokens = new Map<string, Promise<string>>();

/**
 * A token of the service at `url`, signed in once per stack (a failed sign-in is not kept). Kept
 * under the address and the stack's secret: a stack started later in the worker may get a port
 * a stopped one had, and its back end does not know the old stack's tokens.
 */
function tokenOf(url: string, secret: string, signIn: () => Promise<string>): Promise<string> {
  const key = `${url} ${secret}`;
  let token = tokens.get(key);
  if (!token) {
    token = signIn();
    tokens.set(key, token);
    token.catch(() => tokens.delete(key));
  }
  return token;
}

/** POST <integration>/api/signin with the stack's test salt and key. */
export const integrationToken = (stack: StackInfo): Promise<string> =>
  tokenOf(stack.integrationUrl, stack.secrets.integrationApiKey, async () => {
    const response = await fetch(`${stack.integrationUrl}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: stack.secrets.integrationSalt, api_key: stack.secrets.integrationApiKey }),
    });
    return (await parsed(response, signinAnswerSchema, 'integration sign-in')).access_token;
  });

/** POST <panel>/api/login with the stack's test salt and token. */
export const panelToken = (stack: StackInfo): Promise<string> =>
  tokenOf(stack.panelUrl, stack.secrets.panelApiToken, async () => {
    const response = await fetch(`${stack.panelUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ salt: stack.secrets.panelSalt, api_token: stack.secrets.panelApiToken }),
    });
    return (await parsed(response, loginAnswerSchema, 'panel login')).token;
  });

/** GET <panel><path>, parsed with the answer's contract schema. */
export async function panelGet<S extends z.ZodType>(stack: StackInfo, path: string, schema: S): Promise<z.output<S>> {
  const response = await fetch(`${stack.panelUrl}${path}`, { headers: { authorization: `Bearer ${await panelToken(stack)}` } });
  return parsed(response, schema, `panel ${path}`);
}

/** Every talent of the back end (POST /api/talents, no filters), as the listing asks for them. */
export async function listTalents(stack: StackInfo, language: 'pt' | 'en' = 'pt'): Promise<ListedTalent[]> {
  const response = await fetch(`${stack.integrationUrl}/api/talents?paginate=1000&language=${language}&offices=1`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await integrationToken(stack)}` },
    body: JSON.stringify({ filters: '[]' }),
  });
  return (await parsed(response, talentsAnswerSchema, 'talent list')).data;
}

/** The name segment of a talent's canonical gallery address (the site's slugify, for the names
 * of the demo data: accents dropped, anything else between words a hyphen). */
export const gallerySlug = (name: string): string =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Talents the site shows: those with a category whose text contains 'TF -' (SPEC §7). */
export const isShownOnSite = (talent: ListedTalent): boolean =>
  talent.categories.some((c) => c.category.includes(SITE_CATEGORY_MARK));

/** GET <integration>/api/talent/profile for one talent, parsed with its contract. */
export async function getProfile(stack: StackInfo, id: number): Promise<TalentProfile> {
  const response = await fetch(`${stack.integrationUrl}/api/talent/profile?id=${id}&language=pt`, {
    headers: { authorization: `Bearer ${await integrationToken(stack)}` },
  });
  return parsed(response, profileAnswerSchema, `profile ${id}`);
}

/** The first `count` talents shown on the site whose profile passes `wanted`. */
export async function findProfiles(
  stack: StackInfo,
  wanted: (profile: TalentProfile) => boolean,
  count = 1,
): Promise<TalentProfile[]> {
  const found: TalentProfile[] = [];
  for (const talent of (await listTalents(stack)).filter(isShownOnSite)) {
    const profile = await getProfile(stack, talent.id);
    if (wanted(profile)) found.push(profile);
    if (found.length >= count) return found;
  }
  throw new Error(`only ${found.length} of ${count} wanted talents in the demo data`);
}
