/** Types of redis-setup.mjs (plain JavaScript: cache-handler.mjs imports it too). */
import type { RedisClientType } from 'redis';

export const KEYSPACE_EVENTS: string;
export function hasKeyspaceEvents(flags: string): boolean;
export function withKeyspaceEvents(flags: string): string;
export class RedisSetupError extends Error {}
export function redisAddress(url: string): string;
export function ensureKeyspaceEvents(
  client: Pick<RedisClientType, 'configGet' | 'configSet'>,
  url?: string,
): Promise<{ changed: boolean; flags: string }>;
export function prepareRedis(url: string, options?: { timeoutMs?: number }): Promise<{ reachable: false } | { reachable: true; changed: boolean; flags: string }>;
export function keepKeyspaceEvents(url: string, log?: Pick<Console, 'error' | 'warn'>): RedisClientType;
