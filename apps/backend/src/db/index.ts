import { chmodSync, closeSync, existsSync, openSync } from 'node:fs';
import Database from 'better-sqlite3';
import { migrations as allMigrations, type Migration } from './migrations/index';

export type Db = Database.Database;

export const DATABASE_FILE = 'vitrine.sqlite';

/** Owner-only (0600): the database holds form entries and token hashes. */
export const DATABASE_MODE = 0o600;

/** Opens (or creates) the database in WAL mode, readable by its owner only. */
export function openDatabase(file: string): Db {
  // Created (or narrowed) before SQLite opens it: SQLite gives -wal and -shm the database's mode.
  closeSync(openSync(file, 'a', DATABASE_MODE));
  for (const suffix of ['', '-wal', '-shm']) {
    if (existsSync(file + suffix)) chmodSync(file + suffix, DATABASE_MODE);
  }
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
