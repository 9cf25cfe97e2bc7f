import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@vitrine/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index';
import { httpErrors } from '../lib/errors';

/**
 * Idempotent entries: the site sends each submission with an `Idempotency-Key`; the entry is
 * stored with it (unique index, migration 002), so a retry of a submission whose answer was
 * lost finds the first entry instead of creating a second one.
 */

/** The request's idempotency key, undefined when it sends none; 400 when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    throw httpErrors.badRequest(`${IDEMPOTENCY_HEADER}: must be 16 to 100 characters of A-Z, a-z, 0-9, '_' or '-'`);
  }
  return key;
}

/** The id of the entry stored with `key`, if any. */
export function findByKey(db: Db, key: string): number | undefined {
  const id: unknown = db.prepare('SELECT id FROM entries WHERE idempotency_key = ?').pluck().get(key);
  return typeof id === 'number' ? id : undefined;
}

export const isUniqueKeyViolation = (err: unknown): boolean =>
  typeof err === 'object' &&
  err !== null &&
  'code' in err &&
  err.code === 'SQLITE_CONSTRAINT_UNIQUE' &&
  String((err as { message?: unknown }).message).includes('idempotency_key');
