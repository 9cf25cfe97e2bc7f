/**
 * `npm run entries` — what arrived through the forms of the site, read from the built-in back
 * end's data folder (DATA_DIR, as `npm start` resolves it: the environment, then .env, then
 * ./data at the repository root).
 *
 *   npm run entries [-- list --json]     list: reference, kind, date, name, e-mail, files
 *   npm run entries -- export VT-000042 [folder]
 *                                        writes <folder>/VT-000042/entry.json and the photos
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { dataPaths } from './app';
import { migrate, openDatabase } from './db/index';
import { EntryStore } from './panel/entries';
import { exportEntry, formatTable, parseEntryId, summarize } from './panel/entries-report';

const ROOT = path.resolve(import.meta.dirname, '../../..');
/** Where the command was typed (npm runs workspace scripts in the workspace's folder). */
const CWD = process.env.INIT_CWD ?? process.cwd();

function dataDir(): string {
  if (process.env.DATA_DIR) return path.resolve(CWD, process.env.DATA_DIR);
  const envFile = path.join(ROOT, '.env');
  const line = existsSync(envFile)
    ? readFileSync(envFile, 'utf8')
        .split(/\r?\n/)
        .find((l) => /^\s*DATA_DIR\s*=/.test(l))
    : undefined;
  const fromFile = line?.split('=').slice(1).join('=').trim().replace(/^["']|["']$/g, '');
  return path.resolve(ROOT, fromFile || './data');
}

async function main(args: string[]): Promise<number> {
  const dir = dataDir();
  const paths = dataPaths(dir);
  if (!existsSync(paths.database)) {
    console.error(`No database at ${paths.database} (start the site once, or set DATA_DIR).`);
    return 1;
  }
  const db = openDatabase(paths.database);
  try {
    migrate(db);
    const store = new EntryStore(db, paths.uploads);
    const [command, ref, target] = args;
    if (command === undefined || command === 'list') {
      const rows = store.list().map(summarize);
      console.log(args.includes('--json') ? JSON.stringify(rows) : formatTable(rows));
      return 0;
    }
    if (command === 'export') {
      const id = ref === undefined ? undefined : parseEntryId(ref);
      if (id === undefined) {
        console.error('Usage: npm run entries -- export <reference, e.g. VT-000042> [folder]');
        return 2;
      }
      const written = await exportEntry(store, id, path.resolve(CWD, target ?? '.'));
      console.log(`Exported to ${written}`);
      return 0;
    }
    console.error(`Unknown command "${command}". Usage: npm run entries [-- export <reference> [folder]]`);
    return 2;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    db.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
