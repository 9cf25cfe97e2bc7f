import 'server-only';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { createClient } from 'redis';
import { MAX_FORM_BYTES } from '@vitrine/contracts/constants';
import { clientAddress } from '../server/client-address';
import { HONEYPOT_FIELD_NAME } from './honeypot';

/**
 * Abuse guards shared by the three form endpoints (applications, contact, e-casting orders):
 * posts from other sites refused, a body size limit checked before anything is read (and again
 * while reading, see multipart.ts), a per-address rate limit (rate-limiter-flexible: in memory,
 * or in Redis shared by every instance when REDIS_URL is set; the address from
 * lib/server/client-address.ts; a send the back end did not store is given back), and a
 * honeypot field. Every refusal
 * is a FormRefusal, answered by answerForm() (server/respond.ts) with a message in the visitor's
 * language; the browser keeps everything the visitor entered.
 *
 * Use from a route handler (lib/forms/server/{apply,contact,order}.ts):
 *   await guardFormRequest(request, 'order', formGuardOptions);
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
  apply: MAX_FORM_BYTES,
  contact: TEXT_ALLOWANCE,
  order: TEXT_ALLOWANCE,
  verdict: TEXT_ALLOWANCE,
};

/** The honeypot: a text field people never see (hidden, out of the tab order); bots fill it. */
export const HONEYPOT_FIELD = HONEYPOT_FIELD_NAME;

export type RefusalCode = 'tooLarge' | 'rateLimited' | 'spam' | 'malformed' | 'emptyList' | 'crossSite';

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

/** What the rate limit needs from a store: count one attempt of `key`, or give it back. */
export interface FormRateLimiter {
  /** Resolves with null when allowed, or the seconds to wait when over the limit. */
  consume(key: string): Promise<number | null>;
  /** Gives back one attempt: a send the site could not deliver is not the visitor's. */
  refund(key: string): Promise<void>;
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
    async refund(key) {
      await limiter.reward(key, 1);
    },
  };
}

const HOUR = 3600;

/** `points` submissions per `durationSeconds` and address, in this process's memory. */
export const memoryRateLimiter = (points: number, durationSeconds = HOUR): FormRateLimiter =>
  fromRateLimiterFlexible(new RateLimiterMemory({ points, duration: durationSeconds }));

type RedisClient = ReturnType<typeof createClient>;

/**
 * `points` submissions per `durationSeconds` and address, counted in Redis, so that every
 * instance of the site shares one count. While Redis cannot be reached, each instance counts in
 * its own memory (rate-limiter-flexible's insurance limiter) rather than refuse every form or
 * let every one through.
 */
export const redisRateLimiter = (client: RedisClient, form: FormName, points: number, durationSeconds = HOUR): FormRateLimiter =>
  fromRateLimiterFlexible(
    new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      keyPrefix: `vitrine:forms:${form}`,
      points,
      duration: durationSeconds,
      insuranceLimiter: new RateLimiterMemory({ points, duration: durationSeconds }),
    }),
  );

/** A client of the Redis at `url`, connecting in the background (commands wait for it). */
function redisClient(url: string): RedisClient {
  const client = createClient({ url });
  client.on('error', (error: unknown) => console.error(`[forms] rate limit store: ${String(error)}`));
  client.connect().catch(() => undefined); // reported by the 'error' listener
  return client;
}

const holder = globalThis as typeof globalThis & { __vitrineFormLimiters?: Map<FormName, FormRateLimiter> };
const limiters = (holder.__vitrineFormLimiters ??= new Map());

/** Replaces the limiter of a form (e.g. `fromRateLimiterFlexible(new RateLimiterRedis(…))`). */
export function setFormRateLimiter(form: FormName, limiter: FormRateLimiter): void {
  limiters.set(form, limiter);
}

function limiterFor(form: FormName, options: GuardOptions): FormRateLimiter {
  let limiter = limiters.get(form);
  if (!limiter) {
    const redisUrl = options.redisUrl?.() ?? '';
    limiter = redisUrl
      ? redisRateLimiter(redisClient(redisUrl), form, options.pointsPerHour())
      : memoryRateLimiter(options.pointsPerHour());
    limiters.set(form, limiter);
  }
  return limiter;
}

/** The rate-limit key each guarded request consumed, to give it back (`refundFormRequest`). */
const consumed = new WeakMap<Request, { limiter: FormRateLimiter; key: string }>();

/**
 * Gives back the attempt a request counted, when the site could not deliver it (the back end
 * down or refusing): retries during an outage must not lock the visitor out for an hour.
 */
export async function refundFormRequest(request: Request): Promise<void> {
  const attempt = consumed.get(request);
  if (!attempt) return;
  consumed.delete(request);
  await attempt.limiter.refund(attempt.key).catch((error: unknown) => {
    console.error(`[forms] rate limit refund failed: ${String(error)}`);
  });
}

/**
 * Whether a browser sent the request from a page of this site: an `Origin` other than the
 * site's (`null` included: a sandboxed frame, a data: page) or `Sec-Fetch-Site: cross-site` is
 * another site posting the visitor's browser to our form. Requests that carry neither header
 * are not from a browser's form or fetch (browsers send Origin with every POST): the other
 * guards treat them as any client.
 */
export function isSameSite(request: Request, siteUrl?: string): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return false;
  const origin = request.headers.get('origin');
  if (origin === null) return true;
  const allowed = new Set([new URL(request.url).origin]);
  if (siteUrl) allowed.add(new URL(siteUrl).origin);
  return allowed.has(origin);
}

export interface GuardOptions {
  /** Submissions per hour per address (default limiters only). */
  pointsPerHour: () => number;
  /** Redis shared by the site's instances ('' or absent: this process's memory). */
  redisUrl?: () => string;
  /** The site's public URL: a form posted from its origin is the site's own. */
  siteUrl?: () => string;
}

/**
 * Checks a form request before its body is read: posted from the site's own pages,
 * multipart/form-data, a declared length within the form's limit, and the address's rate limit.
 * Throws a FormRefusal.
 */
export async function guardFormRequest(request: Request, form: FormName, options: GuardOptions): Promise<void> {
  if (!isSameSite(request, options.siteUrl?.())) throw new FormRefusal(403, 'crossSite');
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data;\s*boundary=/i.test(type)) throw new FormRefusal(415, 'malformed');
  const length = request.headers.get('content-length');
  if (length !== null && (!/^\d+$/.test(length) || Number(length) > FORM_BODY_LIMITS[form])) {
    throw new FormRefusal(413, 'tooLarge');
  }
  const limiter = limiterFor(form, options);
  const key = `${form}:${clientAddress(request.headers)}`;
  const wait = await limiter.consume(key);
  if (wait !== null) throw new FormRefusal(429, 'rateLimited', wait);
  consumed.set(request, { limiter, key });
}

/** Throws when the honeypot field has anything in it. */
export function checkHoneypot(fields: Record<string, string>): void {
  if ((fields[HONEYPOT_FIELD] ?? '').trim() !== '') throw new FormRefusal(422, 'spam');
}
