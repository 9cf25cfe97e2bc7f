import 'server-only';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';

/** A failed back-end call. `code` is what the error page shows (SPEC §8: "message is the
 * error code"): a network code such as ECONNREFUSED, TIMEOUT, HTTP_<status> or INVALID_ANSWER. */
const BACKEND_ERROR = Symbol.for('vitrine.BackendError');

export class BackendError extends Error {
  override name = 'BackendError';
  /** Next.js runs the instrumentation hook, which creates the clients, and the pages in
   * separate module graphs, so an error thrown by a client is an instance of another copy of
   * this class: `instanceof` checks a brand shared by every copy instead of the prototype. */
  readonly [BACKEND_ERROR] = true;
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === 'object' && value !== null && (value as { [BACKEND_ERROR]?: unknown })[BACKEND_ERROR] === true;
  }
  constructor(
    readonly backend: string,
    readonly code: string,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
  }
  /** True when the back end answered that the thing does not exist. */
  get notFound(): boolean {
    return this.status === 404;
  }
}

export interface Token {
  value: string;
  /** Epoch milliseconds after which the token is no longer used. */
  expiresAt: number;
}

export interface BackendOptions {
  name: string;
  baseUrl: () => string;
  /** Obtains a fresh token (SPEC §6). */
  signIn: (call: RawCall) => Promise<Token>;
  timeoutMs: () => number;
  /** How long an answer is fresh; a stale answer is still served when the back end fails. */
  cacheMs: () => number;
  /** How many answers the cache holds at most (the least recently used go first). */
  maxEntries?: number;
  /** Reshapes every parsed answer before it is cached or returned (media URLs: media-urls.ts). */
  reshape?: <T>(answer: T) => T;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  query?: Query;
  json?: unknown;
  form?: FormData;
  schema: S;
  /** Serve from the in-memory cache (fresh within cacheMs; stale when the back end fails). */
  cache?: boolean;
  /** Set false for sign-in itself. */
  auth?: boolean;
}

/** One request without the token logic; used by signIn. */
export type RawCall = <S extends z.ZodType>(path: string, options: CallOptions<S>) => Promise<z.infer<S>>;

interface CacheEntry {
  value: unknown;
  storedAt: number;
}

/** Answers kept per back end by default. The keys are the site's own calls (a page of a
 * listing, a profile, a post), never a visitor's text: a name search filters the cached list
 * (lib/backends/integration.ts searchTalents). */
export const DEFAULT_CACHE_ENTRIES = 1000;

const EXPIRY_MARGIN_MS = 60_000;
const TRANSIENT = (error: unknown) =>
  error instanceof BackendError && (error.status === null || error.status >= 500);

/**
 * One back end: a single fetch wrapper with the token obtained at start, one refresh and retry
 * on 401, answers parsed with the contract schemas, and a last-good cache so that a page can be
 * served from the last answer while the back end is down.
 */
export class Backend {
  private token: Promise<Token> | undefined;
  /** The last good answers, bounded (lru-cache): fresh within cacheMs, served stale while the
   * back end fails. Kept until evicted, so a stale answer outlives its freshness. */
  private readonly cache: LRUCache<string, CacheEntry>;
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly options: BackendOptions) {
    this.cache = new LRUCache<string, CacheEntry>({ max: options.maxEntries ?? DEFAULT_CACHE_ENTRIES });
  }

  /** How many answers the cache holds now. */
  get cachedEntries(): number {
    return this.cache.size;
  }

  /** Signs in now (server start); failures are logged and retried on the next call. */
  async warmUp(): Promise<void> {
    await this.currentToken();
  }

  async call<S extends z.ZodType>(path: string, options: CallOptions<S>): Promise<z.infer<S>> {
    if (!options.cache) return this.authorised(path, options);
    const key = cacheKey(path, options);
    const entry = this.cache.get(key);
    if (entry && Date.now() - entry.storedAt < this.options.cacheMs()) return entry.value as z.infer<S>;

    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<z.infer<S>>;
    const request = this.authorised(path, options)
      .then((value) => {
        this.cache.set(key, { value, storedAt: Date.now() });
        return value;
      })
      .catch((error: unknown) => {
        if (entry && TRANSIENT(error)) {
          console.warn(
            `[${this.options.name}] ${path} failed (${(error as BackendError).code}); serving the last good answer`,
          );
          return entry.value as z.infer<S>;
        }
        throw error;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, request);
    return request;
  }

  private async authorised<S extends z.ZodType>(path: string, options: CallOptions<S>): Promise<z.infer<S>> {
    if (options.auth === false) return this.raw(path, options);
    const token = await this.currentToken();
    try {
      return await this.raw(path, options, token.value);
    } catch (error) {
      if (!(error instanceof BackendError) || error.status !== 401) throw error;
      // The token was refused (expired early, back end restarted with new keys…): sign in
      // once more and retry once.
      this.token = undefined;
      const fresh = await this.currentToken();
      return this.raw(path, options, fresh.value);
    }
  }

  private currentToken(): Promise<Token> {
    const now = Date.now();
    if (this.token) {
      const token = this.token;
      return token.then((t) => (t.expiresAt - EXPIRY_MARGIN_MS > now ? t : this.signInAgain(token)));
    }
    return this.signInAgain(undefined);
  }

  private signInAgain(previous: Promise<Token> | undefined): Promise<Token> {
    if (this.token === previous) {
      this.token = this.options.signIn((path, options) => this.raw(path, { ...options, auth: false }));
      this.token.catch(() => {
        this.token = undefined;
      });
    }
    return this.token!;
  }

  private raw = async <S extends z.ZodType>(
    path: string,
    options: CallOptions<S>,
    bearer?: string,
  ): Promise<z.infer<S>> => {
    const url = new URL(this.options.baseUrl().replace(/\/$/, '') + path);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body: BodyInit | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const name = this.options.name;
    let response: Response;
    try {
      response = await (this.options.fetch ?? fetch)(url, {
        method: options.method ?? (body ? 'POST' : 'GET'),
        headers,
        body,
        cache: 'no-store',
        signal: AbortSignal.timeout(this.options.timeoutMs()),
      });
    } catch (error) {
      const code = networkCode(error);
      throw new BackendError(name, code, null, `${name}: ${url.pathname} failed: ${code}`);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new BackendError(
        name,
        `HTTP_${response.status}`,
        response.status,
        `${name}: ${url.pathname} answered ${response.status} ${detail.slice(0, 200)}`,
      );
    }
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      throw new BackendError(
        name,
        'INVALID_ANSWER',
        response.status,
        `${name}: ${url.pathname} answered a shape the contract does not allow: ${parsed.error.message.slice(0, 500)}`,
      );
    }
    return this.options.reshape ? this.options.reshape(parsed.data) : parsed.data;
  };
}

function cacheKey(path: string, options: CallOptions<z.ZodType>): string {
  return JSON.stringify([options.method ?? 'GET', path, options.query ?? {}, options.json ?? null]);
}

function networkCode(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'TIMEOUT';
    const cause = (error as Error & { cause?: { code?: unknown } }).cause;
    if (cause && typeof cause.code === 'string') return cause.code;
  }
  return 'NETWORK_ERROR';
}
