import 'server-only';
import { BackendError } from '../backends/http';
import { unavailableDigest } from './digest';

/**
 * SPEC §8: "Home or blog list fetch fails → error page, status 503, message is the error code";
 * "Staff load fails → error page, status 503". Thrown by a page whose data a back end could not
 * give (the last good answer is already served by the clients when there is one).
 */
export class ServiceUnavailableError extends Error {
  override name = 'ServiceUnavailableError';
  readonly digest: string;
  constructor(
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(`Service unavailable: ${code}`, options);
    this.digest = unavailableDigest(code);
  }
}

/** Awaits a back-end read; a BackendError becomes a ServiceUnavailableError with its code.
 * Anything else (a bug) is thrown as it is and shows the generic error page. */
export async function orUnavailable<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof BackendError) {
      console.error(`[page] ${error.message}`);
      throw new ServiceUnavailableError(error.code, { cause: error });
    }
    throw error;
  }
}
