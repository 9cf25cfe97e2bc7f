/** Validates the configuration and obtains both back-end tokens at server start (SPEC §6).
 * A missing variable stops the server with a message naming it. */
import { env, EnvError } from './lib/env';
import { clients } from './lib/backends/clients';
import { prepareRedis, redisAddress, RedisSetupError } from './lib/server/redis-setup.mjs';

try {
  env();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

// The shared page cache needs Redis's key events: set them, or stop with what to set.
const redisUrl = env().REDIS_URL;
if (redisUrl) {
  try {
    const redis = await prepareRedis(redisUrl);
    if (!redis.reachable) console.error(`[cache] Redis at ${redisAddress(redisUrl)} does not answer: starting without the shared cache until it does.`);
  } catch (error) {
    if (error instanceof RedisSetupError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const { integration, panel } = clients();
await Promise.all(
  Object.entries({ integration, panel }).map(([name, backend]) =>
    backend.warmUp().catch((error: unknown) => {
      // The site still starts; the next page that needs this back end signs in again.
      console.error(`[${name}] sign-in at start failed: ${String(error)}`);
    }),
  ),
);
