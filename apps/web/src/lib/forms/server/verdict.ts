import 'server-only';
import { createHash } from 'node:crypto';
import { entryReference } from '@vitrine/contracts';
import { getTalentProfile } from '../../backends/integration';
import { sendEntry } from '../../backends/panel';
import { checkHoneypot, FORM_BODY_LIMITS, FormRefusal, guardFormRequest } from '../abuse';
import { readMultipart } from '../multipart';
import { parseVerdictPairs, validateVerdict } from '../verdict-schema';
import { answerForm, formGuardOptions, invalidResponse, localeOf, okResponse } from './respond';
import { MAX_ORDER_TALENTS, type OrderDeps } from './order';

export type VerdictDeps = OrderDeps;

const defaults: VerdictDeps = { send: sendEntry, profile: (id) => getTalentProfile(id, 'pt') };

/**
 * The idempotency key of a verdict: the same person sending the same verdicts twice (a double
 * click, the page sent again after a reload) stores one entry.
 */
export function verdictKey(email: string, pairs: readonly { id: number; verdict: string }[]): string {
  const text = [email.toLowerCase(), ...pairs.map(({ id, verdict }) => `${id}:${verdict}`)].join('\n');
  return `verdict-${createHash('sha256').update(text).digest('base64url')}`;
}

/**
 * POST /api/forms/verdict: a selection's recipient sends their yes / maybe / no back to the
 * agency. The forms' abuse guards (size, rate per address, honeypot), the browser's rules again,
 * the talents checked against the integration service (names from the profiles, unknown ids
 * dropped), then the panel's selectionVerdict entry with `talents` = JSON {id, name, verdict}.
 */
export async function handleVerdict(request: Request, deps: VerdictDeps = defaults) {
  const locale = localeOf(request);
  return answerForm(request, 'selection verdict', async () => {
    await guardFormRequest(request, 'verdict', formGuardOptions);
    const { fields } = await readMultipart(request, { maxBytes: FORM_BODY_LIMITS.verdict, maxFields: 8, maxFieldBytes: 8 * 1024 });
    checkHoneypot(fields);
    const parsed = validateVerdict(fields);
    if (!parsed.success) return invalidResponse(parsed.errors, locale);

    const pairs = parseVerdictPairs(fields.verdicts, MAX_ORDER_TALENTS);
    const profiles = await Promise.all(pairs.map(async (pair) => ({ pair, profile: await deps.profile(pair.id) })));
    const talents = profiles.flatMap(({ pair, profile }) => (profile ? [{ id: profile.id, name: profile.name, verdict: pair.verdict }] : []));
    if (talents.length === 0) throw new FormRefusal(422, 'emptyList');

    const form = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) if (value !== '') form.append(name, value);
    form.append('talents', JSON.stringify(talents));
    const id = await deps.send('selectionVerdict', form, verdictKey(parsed.data.Email, talents));
    return okResponse({ reference: entryReference(id) });
  });
}
