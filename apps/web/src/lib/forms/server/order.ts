import 'server-only';
import { entryReference } from '@vitrine/contracts';
import { getTalentProfile } from '../../backends/integration';
import { sendEntry } from '../../backends/panel';
import { toTalentId } from '../../favourites/store';
import { checkHoneypot, FORM_BODY_LIMITS, FormRefusal, guardFormRequest } from '../abuse';
import { formatCnpj } from '../cnpj';
import { readMultipart } from '../multipart';
import { ORDER_FIELDS, validateOrder } from '../order-schema';
import { parseVerdictPairs } from '../verdict-schema';
import { answerForm, formGuardOptions, invalidResponse, localeOf, okResponse, submissionKey } from './respond';

/** Most talents one order names (a visitor's favourites are a short list). */
export const MAX_ORDER_TALENTS = 100;

export interface OrderDeps {
  send: typeof sendEntry;
  /** A talent's profile (its name), null when the integration service knows no such talent. */
  profile: (id: number) => Promise<{ id: number; name: string } | null>;
}

const defaults: OrderDeps = { send: sendEntry, profile: (id) => getTalentProfile(id, 'pt') };

/** The first day an option may start on, as the server checks it: yesterday in UTC, so that a
 * visitor whose day began later than the server's is not refused a date that is today for them. */
export const serverToday = (now: Date = new Date()): string => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/** The ids of the `talents` field: integers separated by commas, repeats and junk dropped. */
export const talentIdsOf = (text: string | undefined): number[] =>
  [...new Set((text ?? '').split(',').map(toTalentId))].filter((id): id is number => id !== null).slice(0, MAX_ORDER_TALENTS);

/**
 * POST /api/forms/order: the e-casting order (SPEC §2.14, §7 favoritesOrder). The forms' abuse
 * guards (size, rate per address, honeypot), the browser's rules again, the chosen talents
 * checked against the integration service (ids from the browser; names from the profiles,
 * unknown ids dropped), then the panel's favourites-order entry with `talents` = JSON
 * {id, name, verdict?}: the visitor's yes / maybe / no, where they gave one.
 */
export async function handleOrder(request: Request, deps: OrderDeps = defaults) {
  const locale = localeOf(request);
  return answerForm(request, 'e-casting order', async () => {
    await guardFormRequest(request, 'order', formGuardOptions);
    const { fields } = await readMultipart(request, { maxBytes: FORM_BODY_LIMITS.order, maxFields: ORDER_FIELDS.length + 6, maxFieldBytes: 8 * 1024 });
    checkHoneypot(fields);
    const parsed = validateOrder(fields, serverToday());
    if (!parsed.success) return invalidResponse(parsed.errors, locale);

    const profiles = await Promise.all(talentIdsOf(fields.talents).map((id) => deps.profile(id)));
    const verdicts = new Map(parseVerdictPairs(fields.verdicts, MAX_ORDER_TALENTS).map(({ id, verdict }) => [id, verdict]));
    const talents = profiles.flatMap((p) => {
      if (!p) return [];
      const verdict = verdicts.get(p.id);
      return [verdict ? { id: p.id, name: p.name, verdict } : { id: p.id, name: p.name }];
    });
    if (talents.length === 0) throw new FormRefusal(422, 'emptyList');

    const form = new FormData();
    for (const [name, value] of Object.entries(parsed.data)) {
      if (value !== '') form.append(name, name === 'Cnpj' ? formatCnpj(value) : value);
    }
    form.append('talents', JSON.stringify(talents));
    const id = await deps.send('favoritesOrder', form, submissionKey(fields));
    return okResponse({ reference: entryReference(id) });
  });
}
