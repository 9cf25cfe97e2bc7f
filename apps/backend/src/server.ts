import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  const started = Date.now();
  const app = await buildApp(config);
  await app.listen({ host: config.host, port: config.port });

  const address = app.server.address();
  const port = address !== null && typeof address === 'object' ? address.port : config.port;
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  app.log.info({ ms: Date.now() - started, dataDir: config.dataDir }, 'back end ready');
  // The e2e harness waits for this exact line and reads the port from it.
  console.log(`backend listening on ${origin}`);
  console.log(`  integration service: ${origin}/integration`);
  console.log(`  content panel:       ${origin}/panel`);
  console.log(`  media:               ${origin}/media`);

  let closing = false;
  const close = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing');
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
}

main().catch((err: unknown) => {
  console.error('backend failed to start:', err);
  process.exit(1);
});
