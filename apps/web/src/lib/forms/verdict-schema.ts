/**
 * The rules of sending a selection's verdicts back to the agency: a name and an e-mail
 * (required), a message (optional). Run by the browser (SelectionVerdictForm) and the route
 * handler (server/verdict.ts) alike (see rules.ts). The talents and their verdicts travel apart.
 */
import { VERDICTS, type Verdict } from '@vitrine/contracts/constants';
import * as z from 'zod/mini';
import { email, optionalText, requiredText, textFields, validateWith, type Validation } from './rules';

export const VERDICT_FIELDS = ['Name', 'Email', 'Message'] as const;
export type VerdictField = (typeof VERDICT_FIELDS)[number];
export type VerdictInput = Record<VerdictField, string>;

export const VERDICT_MAX_LENGTH: Record<VerdictField, number> = { Name: 120, Email: 254, Message: 4000 };

export const emptyVerdict = (): VerdictInput => textFields({}, VERDICT_FIELDS);

const verdictSchema = z.object({
  Name: requiredText(VERDICT_MAX_LENGTH.Name),
  Email: email(),
  Message: optionalText(VERDICT_MAX_LENGTH.Message),
});

export const validateVerdict = (values: object): Validation<VerdictInput> => validateWith(verdictSchema, textFields(values, VERDICT_FIELDS));

export const isVerdict = (value: unknown): value is Verdict => (VERDICTS as readonly unknown[]).includes(value);

/** The `verdicts` field: `id:verdict` pairs separated by commas (`12:yes,7:maybe`); junk, repeats
 * and unknown verdicts dropped, at most `max`. */
export function parseVerdictPairs(text: string | undefined, max = 100): { id: number; verdict: Verdict }[] {
  const seen = new Set<number>();
  const pairs: { id: number; verdict: Verdict }[] = [];
  for (const part of (text ?? '').split(',')) {
    const [rawId, verdict] = part.split(':');
    const id = Number(rawId);
    if (!Number.isSafeInteger(id) || id <= 0 || seen.has(id) || !isVerdict(verdict)) continue;
    seen.add(id);
    pairs.push({ id, verdict });
    if (pairs.length === max) break;
  }
  return pairs;
}

export const verdictPairsText = (pairs: readonly { id: number; verdict: Verdict }[]): string =>
  pairs.map(({ id, verdict }) => `${id}:${verdict}`).join(',');
