import 'server-only';
import { BackendError } from '../backends/http';
import { noteUnavailable } from '../server/request-notes';
import { unavailableDigest } from './digest';

/**
 * SPEC §8: "Home or blog list fetch fails → error page, status 503, message is the error code";
 * "Staff load fails → error page, status 503". Thrown by a page whose data a back end could not
 * give (the last good answer is already served by the clients when there is one). Next answers a
 * failed render with 500; the site's server sends 503 for one that failed this way
 * (lib/server/answers.ts).
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
    // Next sends 500 for a failed render: the site's server makes it the 503 of SPEC §8.
    noteUnavailable(code);
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
