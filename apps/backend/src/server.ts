import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';

let app: FastifyInstance | undefined;

// Graceful close (close-with-grace): on SIGINT/SIGTERM (or a crash) the server stops taking
// connections, finishes what it is answering and closes the database, within 10 s; a second
// signal exits at once. In place from the first moment: a signal while the demo data is being
// created exits straight away (it is written in one transaction, so stopping there is safe).
closeWithGrace({ delay: 10_000, logger: false }, async ({ signal, err }) => {
  if (err) console.error('backend: stopping after an error', err);
  if (!app) {
    console.error(`backend: ${signal ?? 'stop'} while starting, exiting`);
    return;
  }
  app.log.info({ signal }, 'closing');
  await app.close();
});

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
