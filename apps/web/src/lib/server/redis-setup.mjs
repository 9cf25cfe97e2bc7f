/**
 * What the shared page cache needs from Redis (README, Deploying; decision 0027).
 *
 * The cache library (@trieb.work/nextjs-turbo-redis-cache) keeps every instance's view of the
 * cache in step through Redis's key-event notifications, and refuses to work without them:
 * `notify-keyspace-events` must include `E` (key-event channel) and `x` and `e` (expired and
 * evicted keys), or `A`. A Redis started with its defaults has them off, and then every page
 * waited for the library's time-outs. The site sets them itself, on every connection (a Redis
 * restarted without a config file has forgotten them), keeping any flags already set; when
 * Redis refuses `CONFIG SET` (managed services often do) and the flags are missing, the site
 * stops at start with a message saying what to set.
 *
 * Plain JavaScript: `cache-handler.mjs`, which `next start` loads on its own, imports it too.
 */
import { createClient } from 'redis';

/** The flags the cache library asks for. */
export const KEYSPACE_EVENTS = 'Exe';

/** Whether a `notify-keyspace-events` value has what the cache library needs. */
export function hasKeyspaceEvents(flags) {
  return flags.includes('E') && (flags.includes('A') || (flags.includes('x') && flags.includes('e')));
}

/** `flags` with the ones the cache library needs added (none removed). */
export function withKeyspaceEvents(flags) {
  let merged = flags;
  for (const flag of KEYSPACE_EVENTS) if (!merged.includes(flag) && !(flag !== 'E' && merged.includes('A'))) merged += flag;
  return merged;
}

export class RedisSetupError extends Error {
  name = 'RedisSetupError';
}

/** Where a Redis URL points, without its password. */
export function redisAddress(url) {
  try {
    const { host } = new URL(url);
    return host || url;
  } catch {
    return '(an invalid REDIS_URL)';
  }
}

/**
 * Makes sure the connected `client` sends the key events the cache needs. Resolves with what it
 * did; rejects with a RedisSetupError when they are off and Redis will not let the site set them.
 */
export async function ensureKeyspaceEvents(client, url = '') {
  // The cache library's own switch, for a Redis that has them on but hides its configuration.
  if ((process.env.SKIP_KEYSPACE_CONFIG_CHECK ?? '').toUpperCase() === 'TRUE') return { changed: false, flags: '(not checked)' };
  const current = (await client.configGet('notify-keyspace-events').catch(() => ({})))['notify-keyspace-events'];
  if (typeof current === 'string' && hasKeyspaceEvents(current)) return { changed: false, flags: current };
  const wanted = withKeyspaceEvents(current ?? '');
  try {
    await client.configSet('notify-keyspace-events', wanted);
  } catch (error) {
    throw new RedisSetupError(
      `Redis at ${redisAddress(url)} does not send the key events the shared page cache needs ` +
        `(notify-keyspace-events is ${current === undefined ? 'unreadable' : `"${current}"`}), and refused to set them ` +
        `(${error instanceof Error ? error.message : String(error)}). Set "notify-keyspace-events ${KEYSPACE_EVENTS}" ` +
        `in the Redis configuration (or run: redis-cli config set notify-keyspace-events ${KEYSPACE_EVENTS}), then start the site again; ` +
        `if they are on and Redis only hides its configuration, set SKIP_KEYSPACE_CONFIG_CHECK=TRUE.`,
    );
  }
  return { changed: true, flags: wanted };
}

/**
 * At start: connects once, sets the key events, disconnects. Rejects with a RedisSetupError when
 * they cannot be set; resolves with `{ reachable: false }` when Redis does not answer within
 * `timeoutMs` (the site starts, serves without the shared cache and sets them once Redis is back,
 * see keepKeyspaceEvents).
 */
export async function prepareRedis(url, { timeoutMs = 5_000 } = {}) {
  const client = createClient({ url, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } });
  client.on('error', () => {});
  try {
    await client.connect();
  } catch {
    return { reachable: false };
  }
  try {
    return { reachable: true, ...(await ensureKeyspaceEvents(client, url)) };
  } finally {
    await client.disconnect().catch(() => {});
  }
}

/**
 * While the site runs: one connection that sets the key events each time it (re)connects, and
 * says in the log when Redis stops answering and when it is back (meanwhile pages are served
 * from what the instance can render and keep; see cache-handler.mjs). Returns the client.
 */
export function keepKeyspaceEvents(url, log = console) {
  const client = createClient({
    url,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
  });
  let down = false;
  client.on('error', (error) => {
    if (down) return;
    down = true;
    log.error(`[cache] Redis at ${redisAddress(url)} is unreachable (${error?.message ?? error}): pages are served without the shared cache until it is back.`);
  });
  client.on('ready', () => {
    if (down) log.warn(`[cache] Redis at ${redisAddress(url)} is back: the shared cache is in use again.`);
    down = false;
    ensureKeyspaceEvents(client, url).then(
      ({ changed, flags }) => changed && log.warn(`[cache] Redis at ${redisAddress(url)}: notify-keyspace-events set to "${flags}".`),
      (error) => log.error(`[cache] ${error.message}`),
    );
  });
  client.connect().catch(() => {});
  return client;
}
