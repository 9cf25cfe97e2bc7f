'use server';

import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@vitrine/contracts';
import { headers } from 'next/headers';
import { CLIENT_ADDRESS_HEADER } from '../../server/client-address';
import type { FormState } from '../form-state';
import { HONEYPOT_FIELD_NAME } from '../honeypot';
import type { FieldCode } from '../rules';
import type { FormAnswer } from './respond';
import { PHOTO_FIELDS } from '../apply-schema';
import { handleApplication, type ApplyReceipt } from './apply';
import { handleContact } from './contact';

/**
 * The forms' server actions: what a form posts when its code is not running (JavaScript off, or
 * sent before the form's code arrived). The browser posts the page's own address, Next runs the
 * action and renders the page again with its result (`useActionState`), so the visitor sees the
 * receipt, or every field as typed with the server's messages beside it
 * (docs/decisions/0038-forms-post-without-javascript.md). Each action hands the post to the same
 * route handler the enhanced form fetches (guards, rules, back end), so both ways answer alike.
 */

/** Fields the form posts for the action itself, not for the entry. */
const isActionField = (name: string) => name.startsWith('$ACTION') || name === 'lang' || name === 'idempotencyKey';

/** The posted form as a request to its route handler: the visitor's own headers (address, origin,
 * language), the fields without the action's own, and the visitor's language (which the handler
 * checks, as it does the enhanced form's). */
async function asRequest(form: 'contact' | 'apply', data: FormData, key: string): Promise<Request> {
  const incoming = new Headers(await headers());
  // The new body gets its own type (boundary) and length.
  for (const name of ['content-type', 'content-length', 'transfer-encoding']) incoming.delete(name);
  const body = new FormData();
  for (const [name, value] of data) {
    if (isActionField(name)) continue;
    // A file input left empty posts an empty, nameless file: the same as no file.
    if (typeof value !== 'string' && value.size === 0 && value.name === '') continue;
    body.append(name, value);
  }
  body.set('idempotencyKey', key);
  const lang = encodeURIComponent(String(data.get('lang') ?? ''));
  const host = incoming.get('host') ?? 'localhost';
  const protocol = incoming.get('x-forwarded-proto') === 'https' ? 'https' : 'http';
  return new Request(`${protocol}://${host}/api/forms/${form}?lang=${lang}`, { method: 'POST', headers: incoming, body });
}

/** The handler's JSON answer as the form's state; on a failure, what was typed comes back. */
async function toState<T extends object>(response: Response, data: FormData, key: string): Promise<FormState<T>> {
  const answer = (await response.json()) as FormAnswer<T>;
  const values: Record<string, string> = {};
  for (const [name, value] of data) {
    if (isActionField(name) || name === HONEYPOT_FIELD_NAME) continue;
    if (typeof value === 'string') values[name] = value;
    else if (answer.ok) values[name] = value.name;
  }
  if (answer.ok) {
    const { ok: _ok, ...rest } = answer;
    return { status: 'sent', answer: rest as unknown as T, values };
  }
  const fields: Record<string, FieldCode> = {};
  for (const [name, problem] of Object.entries(answer.fields ?? {})) fields[name] = problem.code;
  // Only a send the site could not deliver is retried with the same key (nothing was stored).
  return { status: 'failed', message: answer.message, fields, values, key: answer.error === 'sendFailed' ? key : undefined };
}

/**
 * The key the back end stores the entry once by. A retry after a failed delivery keeps the key
 * its page carries. Otherwise the post has no key of its own (the form's page is the same for
 * everyone), so it is drawn from what the post carries, the sender's address and the day: the
 * same post sent again by a reload or the Back button (the browser posts its body again) is the
 * same entry, with the same reference.
 */
async function keyOf(form: 'contact' | 'apply', data: FormData): Promise<string> {
  const key = data.get('idempotencyKey');
  if (typeof key === 'string' && IDEMPOTENCY_KEY_PATTERN.test(key)) return key;
  const hash = createHash('sha256');
  const address = (await headers()).get(CLIENT_ADDRESS_HEADER) ?? '';
  hash.update(`${form}\n${address}\n${new Date().toISOString().slice(0, 10)}\n`);
  for (const [name, value] of data) {
    if (isActionField(name)) continue;
    hash.update(`${name}=${typeof value === 'string' ? value : `${value.name}:${value.size}`}\n`);
  }
  return `${form}-${hash.digest('base64url')}`;
}

export async function sendContact(_previous: FormState, data: FormData): Promise<FormState> {
  const key = await keyOf('contact', data);
  return toState<{ reference: string }>(await handleContact(await asRequest('contact', data, key)), data, key);
}

export async function sendApplication(_previous: FormState<ApplyReceipt>, data: FormData): Promise<FormState<ApplyReceipt>> {
  const key = await keyOf('apply', data);
  const state = await toState<ApplyReceipt>(await handleApplication(await asRequest('apply', data, key)), data, key);
  // The page that comes back cannot hold the photos again: each slot asks for its photo.
  if (state.status === 'failed') for (const field of PHOTO_FIELDS) state.fields[field] ??= 'photoRequired';
  return state;
}
