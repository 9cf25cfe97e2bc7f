import pLimit, { type LimitFunction } from 'p-limit';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Bounds on an expensive route (one that renders a PDF, an image or a ZIP): a per-address rate
 * limit (rate-limiter-flexible, in this process's memory), and a cap on how many are made at once
 * (p-limit) with a short queue behind it; past the queue the request is turned away at once
 * rather than piling up. The results themselves are cached by each route, per input.
 *
 *   const bound = boundFor('selection-pdf', { points: 20, concurrency: 2, queue: 4 });
 *   const wait = await bound.consume(clientAddress(request.headers)); // seconds, or null
 *   const pdf = await bound.run(() => render(...));                   // throws Busy when full
 */
export interface BoundOptions {
  /** Requests per window and address. */
  points: number;
  /** The window, in seconds (60). */
  durationSeconds?: number;
  /** At most this many made at once… */
  concurrency: number;
  /** …and at most this many waiting for a turn. */
  queue: number;
}

/** The work is turned away: too many being made at once. */
export class Busy extends Error {
  override name = 'Busy';
  /** Seconds after which trying again is reasonable. */
  readonly retryAfterSeconds = 5;
}

export class Bound {
  private readonly limiter: RateLimiterMemory;
  private readonly limit: LimitFunction;

  constructor(readonly options: BoundOptions) {
    this.limiter = new RateLimiterMemory({ points: options.points, duration: options.durationSeconds ?? 60 });
    this.limit = pLimit(options.concurrency);
  }

  /** Counts one request of `address`: null when allowed, else the seconds to wait. */
  async consume(address: string, points = 1): Promise<number | null> {
    try {
      await this.limiter.consume(address, points);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  /** How many are being made and how many wait. */
  get load(): { active: number; waiting: number } {
    return { active: this.limit.activeCount, waiting: this.limit.pendingCount };
  }

  /** Runs `task` within the cap; throws Busy when the cap and the queue are both full. */
  run<T>(task: () => Promise<T>): Promise<T> {
    if (this.limit.activeCount >= this.options.concurrency && this.limit.pendingCount >= this.options.queue) {
      return Promise.reject(new Busy('too many at once'));
    }
    return this.limit(task);
  }
}

/** One Bound per name and process (route bundles may load this module more than once). */
const holder = globalThis as typeof globalThis & { __vitrineBounds?: Map<string, Bound> };
const bounds = (holder.__vitrineBounds ??= new Map());

export function boundFor(name: string, options: () => BoundOptions): Bound {
  let bound = bounds.get(name);
  if (!bound) {
    bound = new Bound(options());
    bounds.set(name, bound);
  }
  return bound;
}
