import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir } from '../test/helpers';
import { getMeta, migrate, openDatabase, setMeta } from './index';

const dir = makeDataDir();
afterAll(() => removeDataDir(dir));

describe('database', () => {
  it('opens in WAL mode and applies each migration once', () => {
    const db = openDatabase(path.join(dir, 'a.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(migrate(db)).toEqual([1, 2]);
      expect(migrate(db)).toEqual([]);
      const recorded = db.prepare('SELECT id, name FROM migrations').all();
      expect(recorded).toEqual([
        { id: 1, name: 'initial' },
        { id: 2, name: 'entry-keys' },
      ]);
    } finally {
      db.close();
    }
  });

  it('applies new numbered migrations in order, atomically', () => {
    const db = openDatabase(path.join(dir, 'b.sqlite'));
    try {
      const extra = [
        { id: 3, name: 'third', sql: 'CREATE TABLE c (x INTEGER)' },
        { id: 2, name: 'second', sql: 'CREATE TABLE b (x INTEGER)' },
      ];
      expect(migrate(db, extra)).toEqual([2, 3]);
      const broken = [{ id: 4, name: 'broken', sql: 'CREATE TABLE d (x INTEGER); CREATE TABLE b (x INTEGER)' }];
      expect(() => migrate(db, broken)).toThrow();
      expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'd'").get()).toBeUndefined();
      expect(db.prepare('SELECT id FROM migrations ORDER BY id').pluck().all()).toEqual([2, 3]);
    } finally {
      db.close();
    }
  });

  it('keeps meta values', () => {
    const db = openDatabase(path.join(dir, 'c.sqlite'));
    try {
      migrate(db);
      expect(getMeta(db, 'x')).toBeUndefined();
      setMeta(db, 'x', '1');
      setMeta(db, 'x', '2');
      expect(getMeta(db, 'x')).toBe('2');
    } finally {
      db.close();
    }
  });
});
