import 'server-only';
import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '@vitrine/contracts';
import { createTranslator } from 'next-intl';
import { messages } from '../../../i18n/messages';
import { routing, type AppLocale } from '../../../i18n/routing';
import { BackendError } from '../../backends/http';
import { env } from '../../env';
import { FormRefusal, refundFormRequest, type GuardOptions } from '../abuse';
import { fieldError, type FieldCode, type FieldErrorCodes } from '../rules';

/** What every form endpoint answers (JSON). */
export type FormAnswer<T extends object = object> =
  | ({ ok: true } & T)
  | {
      ok: false;
      /** A refusal code, 'invalid' (see fields) or 'sendFailed'. */
      error: string;
      message: string;
      fields?: Record<string, { code: FieldCode; message: string }>;
    };

/** The visitor's language: the `lang` query of the form's action URL, else the default. */
export function localeOf(request: Request): AppLocale {
  const lang = new URL(request.url).searchParams.get('lang');
  return (routing.locales as readonly string[]).includes(lang ?? '') ? (lang as AppLocale) : routing.defaultLocale;
}

export const formsTranslator = (locale: AppLocale) =>
  createTranslator({ locale, messages: messages[locale], namespace: 'forms' });

/** Answers carry the visitor's own data (their receipt, their errors): never stored by a cache.
 * The security headers are the server's (server.mjs). */
const json = (body: FormAnswer, status: number, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** What a form endpoint receives: only the application carries photos, so only its 'too large'
 * refusal speaks of them. */
export type FormKind = 'application' | 'contact message' | 'e-casting order' | 'selection verdict';

export function refusalResponse(refusal: FormRefusal, locale: AppLocale, kind: FormKind): Response {
  const t = formsTranslator(locale);
  const minutes = Math.max(1, Math.ceil((refusal.retryAfterSeconds ?? 60) / 60));
  const message =
    refusal.code === 'rateLimited'
      ? t('refusals.rateLimited', { minutes })
      : refusal.code === 'tooLarge' && kind !== 'application'
        ? t('refusals.tooLong')
        : t(`refusals.${refusal.code}`);
  const headers: Record<string, string> = refusal.retryAfterSeconds ? { 'retry-after': String(refusal.retryAfterSeconds) } : {};
  // A body the server stopped reading: tell the client the connection will not be reused.
  if (refusal.status === 413) headers.connection = 'close';
  return json({ ok: false, error: refusal.code, message }, refusal.status, headers);
}

export function invalidResponse(errors: FieldErrorCodes, locale: AppLocale): Response {
  const t = formsTranslator(locale);
  const fields = Object.fromEntries(
    Object.entries(errors).flatMap(([field, code]) => (code ? [[field, { code, message: fieldError(t, code)! }]] : [])),
  );
  return json({ ok: false, error: 'invalid', message: t('general'), fields }, 422);
}

export function sendFailedResponse(locale: AppLocale): Response {
  return json({ ok: false, error: 'sendFailed', message: formsTranslator(locale)('sendFailed') }, 502);
}

export const okResponse = <T extends object>(body: T): Response => json({ ok: true, ...body }, 200);

/** The abuse guards' settings, from the environment. */
export const formGuardOptions: GuardOptions = {
  pointsPerHour: () => env().FORM_RATE_LIMIT,
  redisUrl: () => env().REDIS_URL,
  siteUrl: () => env().SITE_URL,
};

/**
 * Runs a form endpoint: a FormRefusal thrown anywhere in `handle` becomes its localized answer,
 * and a back end that does not store the entry (down, 4xx, 5xx) the 'Something went wrong'
 * answer, after which the browser keeps everything for a retry — and the attempt is given back
 * to the visitor's rate limit, since the site did not deliver it. Anything else is a bug.
 */
export async function answerForm(request: Request, what: FormKind, handle: () => Promise<Response>): Promise<Response> {
  const locale = localeOf(request);
  try {
    return await handle();
  } catch (err) {
    if (err instanceof FormRefusal) return refusalResponse(err, locale, what);
    if (err instanceof BackendError) {
      console.error(`[forms] ${what} not stored: ${err.message}`);
      await refundFormRequest(request);
      return sendFailedResponse(locale);
    }
    throw err;
  }
}

/** The key a submission was sent with (kept by the browser across its retries), or a fresh
 * one: the back end stores an entry once per key (docs/decisions/0021). */
export const submissionKey = (fields: Record<string, string>): string => {
  const key = fields.idempotencyKey ?? '';
  return IDEMPOTENCY_KEY_PATTERN.test(key) ? key : randomUUID();
};
