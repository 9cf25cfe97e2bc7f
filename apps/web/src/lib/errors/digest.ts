/**
 * How a server-side failure reaches the error page (SPEC §8; docs/decisions/0003-error-statuses.md).
 *
 * In production Next.js never sends a Server Component error's message to the browser: the
 * error page receives a generic message and the error's `digest`. Next keeps a digest that
 * the thrown error already carries (its own notFound()/redirect() errors work that way), so a
 * failure the visitor should read about travels in the digest:
 *
 *   VITRINE_UNAVAILABLE;503;ECONNREFUSED
 *
 * This module is shared by the server (which writes it) and the error page (which reads it).
 */
export const UNAVAILABLE_DIGEST_PREFIX = 'VITRINE_UNAVAILABLE';

export interface UnavailableInfo {
  /** The status SPEC §8 asks for (503). */
  status: number;
  /** The error code, shown as a detail under the message: ECONNREFUSED, TIMEOUT, HTTP_502… */
  code: string;
}

/** Only letters, digits, '_' and '-' travel in a code, at most 64 of them. */
export const safeCode = (code: string): string => code.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'UNKNOWN';

export const unavailableDigest = (code: string, status = 503): string =>
  `${UNAVAILABLE_DIGEST_PREFIX};${status};${safeCode(code)}`;

/** The failure a digest stands for, or null for any other digest. */
export function parseUnavailableDigest(digest: unknown): UnavailableInfo | null {
  if (typeof digest !== 'string') return null;
  const [prefix, status, code, ...rest] = digest.split(';');
  if (prefix !== UNAVAILABLE_DIGEST_PREFIX || rest.length > 0 || !code || !/^\d{3}$/.test(status ?? '')) return null;
  if (safeCode(code) !== code) return null;
  return { status: Number(status), code };
}

/** The heading the error page takes from an error: the message of an error thrown in the
 * browser, otherwise null (the page then says 'Error', or 'Service unavailable' for a back-end
 * failure, whose code is only a detail under it). */
export function errorPageMessage(error: unknown): string | null {
  if (error === null || typeof error !== 'object') return null;
  // A Server Component error reaches the browser with a digest and a generic production
  // message that says nothing to a visitor.
  if ('digest' in error && (error as { digest?: unknown }).digest) return null;
  const message = (error as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : null;
}

/** A failure to load one of the app's JavaScript or CSS chunks (a deploy replaced them). */
export function isChunkLoadError(error: unknown): boolean {
  if (error === null || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && /Loading (CSS )?chunk [\w/.-]+ failed|Failed to load chunk/i.test(message);
}
