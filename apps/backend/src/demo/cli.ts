/**
 * Creates a demo data set without starting the server (e.g. the 5,000-talent set for benchmarks):
 *
 *   DATA_DIR=/tmp/vitrine-large npm run seed:large -w apps/backend
 *   DATA_DIR=/tmp/vitrine-demo npx tsx apps/backend/src/demo/cli.ts --set=default [--reset]
 *
 * The server started later on the same DATA_DIR keeps this data (DEMO_DATA only matters for a
 * new database). --reset first deletes the database and media of DATA_DIR (uploads of entries
 * go with them).
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ASSETS_DIR, dataPaths } from '../app';
import { ConfigError, DEMO_DATA_SETS, type DemoDataSet, loadSeedConfig } from '../config';
import { getMeta, migrate, openDatabase } from '../db/index';
import { DIR_MODE } from '../panel/entries';
import { seedDemo } from './seed';

const isDataSet = (value: string): value is DemoDataSet => (DEMO_DATA_SETS as readonly string[]).includes(value);

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      large: { type: 'boolean', default: false },
      set: { type: 'string' },
      reset: { type: 'boolean', default: false },
    },
  });
  const set = values.large ? 'large' : (values.set ?? 'default');
  if (!isDataSet(set)) {
    console.error(`Unknown data set "${set}" (known: ${DEMO_DATA_SETS.join(', ')})`);
    return 1;
  }
  let config;
  try {
    config = loadSeedConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    return 1;
  }
  const { dataDir } = config;
  const paths = dataPaths(dataDir);

  if (values.reset) {
    for (const file of ['', '-wal', '-shm']) rmSync(`${paths.database}${file}`, { force: true });
    rmSync(paths.media, { recursive: true, force: true });
    rmSync(paths.uploads, { recursive: true, force: true });
  } else if (existsSync(paths.database)) {
    const db = openDatabase(paths.database);
    const seeded = getMeta(db, 'demo_data') ?? 'unknown';
    db.close();
    console.error(`${paths.database} already holds data (set "${seeded}"); run with --reset to replace it.`);
    return 1;
  }

  const started = Date.now();
  mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
  const db = openDatabase(paths.database);
  try {
    migrate(db);
    const counts = await seedDemo(db, {
      set,
      mediaDir: paths.media,
      assetsDir: ASSETS_DIR,
      siteUrl: config.siteUrl,
      mediaCacheDir: config.mediaCacheDir,
    });
    console.log(`created demo data "${set}" in ${dataDir} in ${Date.now() - started} ms:`, counts);
  } finally {
    db.close();
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
