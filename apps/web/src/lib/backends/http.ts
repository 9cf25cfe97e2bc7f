import 'server-only';
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
  /** Reshapes every parsed answer before it is returned (media URLs: media-urls.ts). */
  reshape?: <T>(answer: T) => T;
  fetch?: typeof fetch;
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface CallOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST';
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** Extra request headers (e.g. an entry's Idempotency-Key). */
  headers?: Record<string, string>;
  schema: S;
  /** Set false for sign-in itself. */
  auth?: boolean;
}

/** One request without the token logic; used by signIn. */
export type RawCall = <S extends z.ZodType>(path: string, options: CallOptions<S>) => Promise<z.infer<S>>;

/** A token this close to its expiry is renewed first. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * One back end: a single fetch wrapper with the token obtained at start, one refresh and retry
 * on 401, answers parsed with the contract schemas. The last good answer, served while the back
 * end is down, is Next's data cache's (lib/cache.ts).
 */
export class Backend {
  private token: Promise<Token> | undefined;

  constructor(private readonly options: BackendOptions) {}

  /** Signs in now (server start); failures are logged and retried on the next call. */
  async warmUp(): Promise<void> {
    await this.currentToken();
  }

  /** One call, its answer parsed with `schema`. Not cached here: the pages' reads are kept in
   * Next's data cache (lib/cache.ts cachedRead; docs/decisions/0006). */
  async call<S extends z.ZodType>(path: string, options: CallOptions<S>): Promise<z.infer<S>> {
    if (options.auth === false) return this.raw(path, options);
    return this.withToken((bearer) => this.raw(path, options, bearer));
  }

  /**
   * A call whose answer is a byte stream (the zip of SPEC §7): the token is added (one refresh
   * and retry on 401) and the answer is handed back unread, to be piped to the visitor.
   */
  async stream(path: string, options: Omit<CallOptions<z.ZodType>, 'schema'>): Promise<Response> {
    return this.withToken((bearer) => this.send(path, options, bearer));
  }

  /** Runs a request with the current token; on 401 signs in once more and retries once. */
  private async withToken<T>(request: (bearer: string) => Promise<T>): Promise<T> {
    const token = await this.currentToken();
    try {
      return await request(token.value);
    } catch (error) {
      if (!(error instanceof BackendError) || error.status !== 401) throw error;
      // The token was refused (expired early, back end restarted with new keys…): sign in
      // once more and retry once.
      this.token = undefined;
      const fresh = await this.currentToken();
      return request(fresh.value);
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

  /** One HTTP request; a network failure or a non-2xx answer becomes a BackendError. */
  private async send(
    path: string,
    options: Omit<CallOptions<z.ZodType>, 'schema'>,
    bearer?: string,
    accept = 'application/json',
  ): Promise<Response> {
    const url = new URL(this.options.baseUrl().replace(/\/$/, '') + path);
    for (const [name, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    const headers: Record<string, string> = { ...options.headers, accept };
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
    return response;
  }

  private raw = async <S extends z.ZodType>(
    path: string,
    options: CallOptions<S>,
    bearer?: string,
  ): Promise<z.infer<S>> => {
    const response = await this.send(path, options, bearer);
    const json: unknown = await response.json().catch(() => undefined);
    const parsed = options.schema.safeParse(json);
    if (!parsed.success) {
      throw new BackendError(
        this.options.name,
        'INVALID_ANSWER',
        response.status,
        `${this.options.name}: ${path} answered a shape the contract does not allow: ${parsed.error.message.slice(0, 500)}`,
      );
    }
    return this.options.reshape ? this.options.reshape(parsed.data) : parsed.data;
  };
}

function networkCode(error: unknown): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'TIMEOUT';
    const cause = (error as Error & { cause?: { code?: unknown } }).cause;
    if (cause && typeof cause.code === 'string') return cause.code;
  }
  return 'NETWORK_ERROR';
}
