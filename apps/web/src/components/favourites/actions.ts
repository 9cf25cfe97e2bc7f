'use server';

import { getTalentProfile } from '@/lib/backends/integration';
import { sendEntry } from '@/lib/backends/panel';
import { BackendError } from '@/lib/backends/http';
import { toTalentId } from '@/lib/favourites/store';
import { hasErrors, orderFieldsFrom, validateOrder, type OrderErrors } from '@/lib/favourites/order';
import { formatCnpj } from '@/lib/favourites/cnpj';

export type OrderResult =
  | { status: 'sent'; id: number }
  | { status: 'invalid'; errors: OrderErrors }
  | { status: 'empty' }
  | { status: 'failed'; code: string };

const MAX_TALENTS = 100;

/**
 * The e-casting order (SPEC §2.14, §7): validated again here with the browser's rules, the
 * chosen talents checked against the integration service (ids; names from the profile), sent
 * to the panel's favourites-order entry.
 */
export async function sendOrder(talentIds: unknown, form: FormData): Promise<OrderResult> {
  // A filled honeypot is a bot: answer as if sent, store nothing.
  if (String(form.get('website') ?? '').trim()) return { status: 'sent', id: 0 };
  const fields = orderFieldsFrom(form);
  const errors = validateOrder(fields);
  if (hasErrors(errors)) return { status: 'invalid', errors };

  const ids = [...new Set((Array.isArray(talentIds) ? talentIds : []).map(toTalentId))]
    .filter((id): id is number => id !== null)
    .slice(0, MAX_TALENTS);
  if (ids.length === 0) return { status: 'empty' };

  try {
    const profiles = await Promise.all(ids.map((id) => getTalentProfile(id, 'pt')));
    const talents = profiles.flatMap((profile) => (profile ? [{ id: profile.id, name: profile.name }] : []));
    if (talents.length === 0) return { status: 'empty' };

    const entry = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      if (value) entry.set(key, key === 'Cnpj' ? formatCnpj(value) : value);
    }
    entry.set('talents', JSON.stringify(talents));
    return { status: 'sent', id: await sendEntry('favoritesOrder', entry) };
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    console.error(`[e-casting] order not sent: ${error.message}`);
    return { status: 'failed', code: error.code };
  }
}
