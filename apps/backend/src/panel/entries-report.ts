import { chmod, copyFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { entryReference } from '@vitrine/contracts';
import type { EntryStore, StoredEntry } from './entries';

/** One line of `npm run entries`: what the agency needs to find an entry. */
export interface EntrySummary {
  id: number;
  reference: string;
  kind: string;
  date: string;
  name: string;
  email: string;
  files: number;
  /** What the entry is about at a glance: an order's talents and option request, a verdict's
   * talents each with yes / maybe / no. */
  detail: string;
}

const talentsOf = (text: unknown): string[] => {
  try {
    const list: unknown = JSON.parse(typeof text === 'string' ? text : '');
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      if (typeof item !== 'object' || item === null) return [];
      const { name, verdict } = item as { name?: unknown; verdict?: unknown };
      if (typeof name !== 'string') return [];
      return [typeof verdict === 'string' ? `${name}: ${verdict}` : name];
    });
  } catch {
    return [];
  }
};

/** The talents (with their verdicts), then an order's option request: dates, city, job, usage, budget. */
export function entryDetail(fields: Record<string, unknown>): string {
  const text = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).trim() : '');
  const dates = [text('DateFrom'), text('DateTo')].filter(Boolean).join(' to ');
  const usage = ['UsageMedia', 'UsageTerritory', 'UsageTerm'].map(text).filter(Boolean).join(' / ');
  const option = [dates, text('City'), text('JobKind'), usage && `usage ${usage}`, text('Budget') && `budget ${text('Budget')}`].filter(Boolean);
  return [talentsOf(fields.talents).join(', '), option.join('; ')].filter(Boolean).join(' | ');
}

const textField = (fields: Record<string, unknown>, names: string[]): string => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return '';
};

export function summarize(entry: StoredEntry): EntrySummary {
  return {
    id: entry.id,
    reference: entryReference(entry.id),
    kind: entry.entry,
    date: entry.createdAt,
    name: textField(entry.fields, ['realname', 'name', 'Name', 'CorporateName']),
    email: textField(entry.fields, ['email', 'Email']),
    files: entry.files.length,
    detail: entryDetail(entry.fields),
  };
}

/** The list as a text table, newest first. */
export function formatTable(rows: EntrySummary[]): string {
  if (rows.length === 0) return 'No entries.';
  const head = ['REFERENCE', 'KIND', 'DATE', 'NAME', 'E-MAIL', 'FILES', 'DETAIL'];
  const body = rows.map((r) => [r.reference, r.kind, r.date.replace('T', ' ').slice(0, 19), r.name, r.email, String(r.files), r.detail]);
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => cell.padEnd(widths[i]!)).join('  ').trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}

/** An entry id from `42` or `VT-000042`. */
export function parseEntryId(text: string): number | undefined {
  const match = /^(?:VT-)?0*(\d{1,15})$/i.exec(text.trim());
  return match ? Number(match[1]) : undefined;
}

/**
 * Writes one entry to `<target>/<reference>/`: entry.json (kind, date, fields, files) and a
 * copy of each file. The folder and files are readable by their owner only.
 */
export async function exportEntry(store: EntryStore, id: number, target: string): Promise<string> {
  const entry = store.get(id);
  if (!entry) throw new Error(`No entry ${entryReference(id)} (id ${id})`);
  const dir = path.resolve(target, entryReference(id));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const json = {
    reference: entryReference(id),
    id,
    kind: entry.entry,
    date: entry.createdAt,
    fields: entry.fields,
    files: entry.files.map((f) => ({ field: f.field, file: f.file, sentAs: f.filename, size: f.size })),
  };
  await writeFile(path.join(dir, 'entry.json'), `${JSON.stringify(json, null, 2)}\n`, { mode: 0o600 });
  for (const file of entry.files) {
    const to = path.join(dir, file.file);
    await copyFile(path.join(entry.dir, file.file), to);
    await chmod(to, 0o600);
  }
  return dir;
}
