import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

let app: FastifyInstance | undefined;
let closing = false;

/** Graceful close; handlers are in place from the first moment, even while the demo data is created. */
function close(signal: NodeJS.Signals): void {
  if (closing) return;
  closing = true;
  if (!app) {
    // Still starting: the demo data is written in one transaction, so stopping here is safe.
    console.error(`backend: ${signal} while starting, exiting`);
    process.exit(0);
  }
  app.log.info({ signal }, 'closing');
  app.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error('backend: close failed', err);
      process.exit(1);
    },
  );
}
process.once('SIGINT', close);
process.once('SIGTERM', close);

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

async function main(): Promise<void> {
  const config = readConfig();
  const started = Date.now();
  const built = await buildApp(config);
  app = built;
  await built.listen({ host: config.host, port: config.port });

  const address = built.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  built.log.info({ ms: Date.now() - started, dataDir: config.dataDir }, 'back end ready');
  // The e2e harness waits for this exact line and reads the port from it.
  console.log(`backend listening on ${origin}`);
  console.log(`  integration service: ${origin}/integration`);
  console.log(`  content panel:       ${origin}/panel`);
  console.log(`  media:               ${origin}/media`);
}

main().catch((err: unknown) => {
  console.error('backend failed to start:', err);
  process.exit(1);
});
