import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeDataDir, removeDataDir } from '../test/helpers';
import { SOCIAL_NETWORKS } from '@vitrine/contracts';
import { getMeta, migrate, openDatabase, setMeta } from './index';
import { migrations } from './migrations/index';

const dir = makeDataDir();
afterAll(() => removeDataDir(dir));

describe('database', () => {
  it('opens in WAL mode and applies each migration once', () => {
    const db = openDatabase(path.join(dir, 'a.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(migrate(db)).toEqual([1, 2, 3]);
      expect(migrate(db)).toEqual([]);
      const recorded = db.prepare('SELECT id, name FROM migrations').all();
      expect(recorded).toEqual([
        { id: 1, name: 'initial' },
        { id: 2, name: 'entry-keys' },
        { id: 3, name: 'social-networks-in-contracts' },
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

  it('names the social networks only in the contracts: 003 drops the CHECK of 001, rows kept', () => {
    const db = openDatabase(path.join(dir, 'd.sqlite'));
    try {
      // A database of the last release: migrations 1 and 2, with its social links.
      migrate(db, migrations.filter((m) => m.id <= 2));
      db.prepare('INSERT INTO social_medias (network, url) VALUES (?, ?)').run('instagram', 'https://www.instagram.com/x');
      expect(() => db.prepare('INSERT INTO social_medias (network, url) VALUES (?, ?)').run('youtube', null)).toThrow(/CHECK/);

      expect(migrate(db)).toEqual([3]);
      expect(db.prepare('SELECT network, url FROM social_medias').all()).toEqual([{ network: 'instagram', url: 'https://www.instagram.com/x' }]);
      // Any network the contracts may add can be stored; the table's SQL names none of them.
      db.prepare('INSERT INTO social_medias (network, url) VALUES (?, ?)').run('youtube', null);
      const tableSql = String(db.prepare("SELECT sql FROM sqlite_master WHERE name = 'social_medias'").pluck().get());
      for (const network of SOCIAL_NETWORKS) expect(tableSql).not.toContain(network);
      expect(() => db.prepare('INSERT INTO social_medias (network, url) VALUES (?, ?)').run('instagram', null)).toThrow(/UNIQUE/);
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
