import 'server-only';
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MAX_PHOTO_BYTES } from '@vitrine/contracts/constants';
import { HONEYPOT_FIELD_NAME } from './honeypot';

/**
 * Abuse guards shared by the three form endpoints (applications, contact, e-casting orders):
 * a body size limit checked before anything is read (and again while reading, see
 * multipart.ts), a per-address rate limit (rate-limiter-flexible, in memory by default,
 * swappable for a shared store with setFormRateLimiter), and a honeypot field. Every refusal
 * is a FormRefusal, answered by answerForm() (server/respond.ts) with a message in the visitor's
 * language; the browser keeps everything the visitor entered.
 *
 * Use from a route handler (lib/forms/server/{apply,contact,order}.ts):
 *   await guardFormRequest(request, 'order', { pointsPerHour: () => env().FORM_RATE_LIMIT });
 *   const { fields } = await readMultipart(request, { maxBytes: FORM_BODY_LIMITS.order });
 *   checkHoneypot(fields);
 * inside answerForm() (server/respond.ts), which answers every FormRefusal in the visitor's
 * language. The three routes are left out of the proxy (src/proxy.ts), which would otherwise
 * make Next read each body whole before the route runs.
 */

export const FORM_NAMES = ['apply', 'contact', 'order', 'verdict'] as const;
export type FormName = (typeof FORM_NAMES)[number];

/** Room for the text fields and the multipart framing, besides any photos. */
const TEXT_ALLOWANCE = 64 * 1024;
/** The largest body each form may send: four 2 MB photos and their text for an application. */
export const FORM_BODY_LIMITS: Record<FormName, number> = {
  apply: 4 * MAX_PHOTO_BYTES + TEXT_ALLOWANCE,
  contact: TEXT_ALLOWANCE,
  order: TEXT_ALLOWANCE,
  verdict: TEXT_ALLOWANCE,
};

/** The honeypot: a text field people never see (hidden, out of the tab order); bots fill it. */
export const HONEYPOT_FIELD = HONEYPOT_FIELD_NAME;

export type RefusalCode = 'tooLarge' | 'rateLimited' | 'spam' | 'malformed' | 'emptyList';

export class FormRefusal extends Error {
  override name = 'FormRefusal';
  constructor(
    readonly status: number,
    readonly code: RefusalCode,
    readonly retryAfterSeconds?: number,
  ) {
    super(`form refused: ${code}`);
  }
}

/** What the rate limit needs from a store: count one attempt of `key`. */
export interface FormRateLimiter {
  /** Resolves with null when allowed, or the seconds to wait when over the limit. */
  consume(key: string): Promise<number | null>;
}

/** Wraps any rate-limiter-flexible limiter (memory, Redis, …). */
export function fromRateLimiterFlexible(limiter: RateLimiterAbstract): FormRateLimiter {
  return {
    async consume(key) {
      try {
        await limiter.consume(key);
        return null;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection; // the store failed: not the visitor's fault
      }
    },
  };
}

/** `points` submissions per `durationSeconds` and address, in this process's memory. */
export const memoryRateLimiter = (points: number, durationSeconds = 3600): FormRateLimiter =>
  fromRateLimiterFlexible(new RateLimiterMemory({ points, duration: durationSeconds }));

const holder = globalThis as typeof globalThis & { __vitrineFormLimiters?: Map<FormName, FormRateLimiter> };
const limiters = (holder.__vitrineFormLimiters ??= new Map());

/** Replaces the limiter of a form (e.g. `fromRateLimiterFlexible(new RateLimiterRedis(…))`). */
export function setFormRateLimiter(form: FormName, limiter: FormRateLimiter): void {
  limiters.set(form, limiter);
}

function limiterFor(form: FormName, pointsPerHour: () => number): FormRateLimiter {
  let limiter = limiters.get(form);
  if (!limiter) {
    limiter = memoryRateLimiter(pointsPerHour());
    limiters.set(form, limiter);
  }
  return limiter;
}

/**
 * The visitor's address: the last X-Forwarded-For entry, which is the one added by the
 * nearest proxy (Next.js itself sets it from the socket when no proxy did). Anything a client
 * put before it is ignored.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return last || headers.get('x-real-ip')?.trim() || 'unknown';
}

export interface GuardOptions {
  /** Submissions per hour per address (default limiter only). */
  pointsPerHour: () => number;
}

/**
 * Checks a form request before its body is read: multipart/form-data (or urlencoded for the
 * text-only forms), a declared length within the form's limit, and the address's rate limit.
 * Throws a FormRefusal.
 */
export async function guardFormRequest(request: Request, form: FormName, options: GuardOptions): Promise<void> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new FormRefusal(415, 'malformed');
  const length = request.headers.get('content-length');
  if (length !== null && (!/^\d+$/.test(length) || Number(length) > FORM_BODY_LIMITS[form])) {
    throw new FormRefusal(413, 'tooLarge');
  }
  const wait = await limiterFor(form, options.pointsPerHour).consume(`${form}:${clientAddress(request.headers)}`);
  if (wait !== null) throw new FormRefusal(429, 'rateLimited', wait);
}

/** Throws when the honeypot field has anything in it. */
export function checkHoneypot(fields: Record<string, string>): void {
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') throw new FormRefusal(422, 'spam');
}
