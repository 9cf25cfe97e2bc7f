import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { Db } from '../db/index';
import { httpErrors } from './errors';

export type Service = 'integration' | 'panel';

/** Rate limit of a sign-in route (`@fastify/rate-limit` route config): attempts per client address. */
export interface SigninLimit {
  max: number;
  timeWindow: number;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Compares two secrets in constant time (whatever their lengths). */
export function secretEquals(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected));
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
  expiresIn: number;
}

/** Bearer tokens of both services, kept in SQLite (hashed) so they survive a restart. */
export class TokenStore {
  private readonly insert;
  private readonly find;
  private readonly purge;

  constructor(
    db: Db,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.insert = db.prepare('INSERT INTO tokens (token_hash, service, expires_at) VALUES (?, ?, ?)');
    this.find = db.prepare('SELECT expires_at FROM tokens WHERE token_hash = ? AND service = ?').pluck();
    this.purge = db.prepare('DELETE FROM tokens WHERE expires_at <= ?');
  }

  issue(service: Service): IssuedToken {
    const now = this.now();
    this.purge.run(now);
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + this.ttlSeconds * 1000;
    this.insert.run(sha256(token).toString('hex'), service, expiresAt);
    return { token, expiresAt: new Date(expiresAt), expiresIn: this.ttlSeconds };
  }

  isValid(service: Service, token: string): boolean {
    const expiresAt: unknown = this.find.get(sha256(token).toString('hex'), service);
    return typeof expiresAt === 'number' && expiresAt > this.now();
  }
}

/** onRequest hook: the request must carry `Authorization: Bearer <token>` issued by `service`. */
export function requireBearer(tokens: TokenStore, service: Service): onRequestAsyncHookHandler {
  return async (request) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    if (!match?.[1]) {
      throw httpErrors.unauthorized('Missing bearer token: send the header Authorization: Bearer <token>');
    }
    if (!tokens.isValid(service, match[1])) {
      throw httpErrors.unauthorized(`The bearer token is unknown, expired or not issued by the ${service} service`);
    }
  };
}
