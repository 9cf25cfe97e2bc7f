/**
 * Browser side of the form endpoints: one POST of multipart form data to a route handler,
 * read as a FormAnswer. A network failure or an answer that is not the expected JSON is a
 * send failure; the caller keeps everything the visitor entered.
 */
import type { ErrorCode } from './rules';

export type ClientAnswer<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'invalid' | 'refused' | 'failed'; message: string; fields: Record<string, { code: ErrorCode; message: string }> };

export async function postForm<T>(url: string, body: FormData, failedMessage: string): Promise<ClientAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, kind: 'failed', message: failedMessage, fields: {} };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    answer = undefined;
  }
  if (typeof answer !== 'object' || answer === null || !('ok' in answer)) {
    return { ok: false, kind: 'failed', message: failedMessage, fields: {} };
  }
  const a = answer as { ok: boolean; error?: string; message?: string; fields?: Record<string, { code: ErrorCode; message: string }> };
  if (a.ok && response.ok) return { ok: true, data: answer as T };
  const kind = a.error === 'invalid' ? 'invalid' : a.error === 'sendFailed' || response.status >= 500 ? 'failed' : 'refused';
  return { ok: false, kind, message: kind === 'failed' ? failedMessage : (a.message ?? failedMessage), fields: a.fields ?? {} };
}

/** A fresh idempotency key for one submission (kept across its retries). */
export const newSubmissionKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
