import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/index';

/** Entries that hold an applicant's personal data and photos, deleted after the retention period. */
export const RETAINED_ENTRIES = ['getScouted'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PurgeResult {
  deleted: number[];
}

/**
 * Deletes the applications (and their photo folders) stored more than `days` days before
 * `now`. Rows go first, in one transaction; then the folders. A folder whose removal fails is
 * removed by EntryStore.recover() at the next start (a folder without a row).
 */
export async function purgeExpired(db: Db, uploadsDir: string, now: Date, days: number): Promise<PurgeResult> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString();
  const placeholders = RETAINED_ENTRIES.map(() => '?').join(', ');
  const ids = db.transaction(() => {
    const found = db
      .prepare(`SELECT id FROM entries WHERE entry IN (${placeholders}) AND created_at < ?`)
      .pluck()
      .all(...RETAINED_ENTRIES, cutoff) as number[];
    const remove = db.prepare('DELETE FROM entries WHERE id = ?');
    for (const id of found) remove.run(id);
    return found;
  })();
  for (const id of ids) {
    await rm(path.join(uploadsDir, String(id)), { recursive: true, force: true });
  }
  return { deleted: ids };
}

export interface RetentionSchedule {
  stop(): void;
}

/** Runs `run` (a purge) every `everyMs` (hourly by default); the timer does not keep the
 * process alive. The caller runs the first purge itself, at start. */
export function scheduleRetention(
  run: () => Promise<unknown>,
  everyMs = 60 * 60 * 1000,
  onError: (err: unknown) => void = () => {},
): RetentionSchedule {
  const tick = () => {
    run().catch(onError);
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
