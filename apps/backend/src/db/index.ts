import Database from 'better-sqlite3';
import { migrations as allMigrations, type Migration } from './migrations/index';

export type Db = Database.Database;

export const DATABASE_FILE = 'vitrine.sqlite';

/** Opens (or creates) the database in WAL mode. */
export function openDatabase(file: string): Db {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  // FULL: a committed transaction survives a power cut, not only a crash of the process.
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Applies the migrations not yet recorded in the migrations table; returns their ids. */
export function migrate(db: Db, migrations: Migration[] = allMigrations): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const done = new Set(
    db
      .prepare('SELECT id FROM migrations')
      .pluck()
      .all()
      .map((id) => Number(id)),
  );
  const applied: number[] = [];
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  for (const migration of [...migrations].sort((a, b) => a.id - b.id)) {
    if (done.has(migration.id)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.id, migration.name, new Date().toISOString());
    })();
    applied.push(migration.id);
  }
  return applied;
}

export function getMeta(db: Db, key: string): string | undefined {
  const value: unknown = db.prepare('SELECT value FROM meta WHERE key = ?').pluck().get(key);
  return typeof value === 'string' ? value : undefined;
}

export function setMeta(db: Db, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    key,
    value,
  );
}
