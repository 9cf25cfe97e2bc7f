/**
 * The link that carries a recipient's verdicts back to whoever shared a selection with them:
 * the shared address's `share` ids, one letter per id in the same order in `v` (y yes, m maybe,
 * n no, - none) and, if the recipient gave one, their name in `by`:
 *
 *   /pt/e-casting?share=12,7,31&v=ym-&by=Ana
 *
 * Compact (a letter per talent) and bounded: at most MAX_LINK_TALENTS ids, a name of at most
 * MAX_LINK_NAME characters, a query of at most MAX_LINK_QUERY characters. Checked with zod when
 * read: an address that does not fit is no verdict link (the plain shared selection still shows).
 */
import { VERDICTS, type Verdict } from '@vitrine/contracts/constants';
import * as z from 'zod/mini';
import { BY_PARAM, SHARE_PARAM, VERDICTS_PARAM, type Verdicts } from './selection';

/** The most ids a shared link holds (the e-casting page reads no more). */
export const MAX_LINK_TALENTS = 100;
export const MAX_LINK_NAME = 60;
/** 100 ids of up to 9 digits with their commas, 100 letters, a name of 60 characters
 * percent-encoded (up to 4 bytes each, 3 characters a byte), the parameters' names. */
export const MAX_LINK_QUERY = 100 * 10 + 100 + MAX_LINK_NAME * 12 + 32;

const LETTERS: Record<Verdict, string> = { yes: 'y', maybe: 'm', no: 'n' };
const BY_LETTER: Record<string, Verdict> = Object.fromEntries(VERDICTS.map((verdict) => [LETTERS[verdict], verdict]));

const linkSchema = z
  .object({
    share: z.string().check(z.regex(new RegExp(`^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,${MAX_LINK_TALENTS - 1}}$`))),
    v: z.string().check(z.regex(new RegExp(`^[ymn-]{1,${MAX_LINK_TALENTS}}$`))),
    // A name shown as text: trimmed, no control characters, not blank.
    by: z.optional(z.string().check(z.trim(), z.minLength(1), z.refine((name) => [...name].length <= MAX_LINK_NAME), z.regex(/^[^\p{Cc}\p{Cf}]*$/u))),
  })
  .check(z.refine((link) => link.share.split(',').length === link.v.length, { message: 'one verdict letter per id' }));

export interface ReturnedVerdicts {
  /** The talents of the link, in its order. */
  ids: number[];
  verdicts: Verdicts;
  /** The recipient's name, if they gave one. */
  by: string | null;
}

/** The verdicts a link carries, or null when the address is no (valid) verdict link. */
export function readVerdictLink(search: string): ReturnedVerdicts | null {
  if (search.length > MAX_LINK_QUERY) return null;
  const params = new URLSearchParams(search);
  if (!params.has(VERDICTS_PARAM)) return null;
  const parsed = linkSchema.safeParse({
    share: params.get(SHARE_PARAM) ?? undefined,
    v: params.get(VERDICTS_PARAM) ?? undefined,
    by: params.get(BY_PARAM) ?? undefined,
  });
  if (!parsed.success) return null;
  const ids = parsed.data.share.split(',').map(Number);
  if (new Set(ids).size !== ids.length) return null;
  const verdicts: Record<number, Verdict> = {};
  ids.forEach((id, i) => {
    const verdict = BY_LETTER[parsed.data.v[i]!];
    if (verdict) verdicts[id] = verdict;
  });
  return { ids, verdicts, by: parsed.data.by ?? null };
}

/** The query of a verdict link for these talents (in this order), these verdicts and name. */
export function verdictLinkQuery(ids: readonly number[], verdicts: Verdicts, by: string): string {
  const chosen = ids.slice(0, MAX_LINK_TALENTS);
  const params = new URLSearchParams();
  params.set(SHARE_PARAM, chosen.join(','));
  params.set(VERDICTS_PARAM, chosen.map((id) => (verdicts[id] ? LETTERS[verdicts[id]] : '-')).join(''));
  const name = [...by.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()].slice(0, MAX_LINK_NAME).join('').trim();
  if (name) params.set(BY_PARAM, name);
  // Commas kept as they are: the link stays readable and short.
  return params.toString().replace(/%2C/g, ',');
}
