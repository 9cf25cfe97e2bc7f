/**
 * What the agency reads of the forms' entries: `npm run entries` of the built-in back end
 * (apps/backend/src/entries-cli.ts) run on a stack's data folder — the list, and one entry
 * exported with its files.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT, type StackInfo } from './stack';

const run = promisify(execFile);
const TSX = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
const CLI = path.join(REPO_ROOT, 'apps', 'backend', 'src', 'entries-cli.ts');

export interface EntryRow {
  id: number;
  reference: string;
  kind: string;
  date: string;
  name: string;
  email: string;
  files: number;
}

export async function listEntries(stack: StackInfo): Promise<EntryRow[]> {
  const { stdout } = await run(TSX, [CLI, 'list', '--json'], { env: { ...process.env, DATA_DIR: stack.dataDir }, cwd: REPO_ROOT });
  return JSON.parse(stdout) as EntryRow[];
}

export interface ExportedEntry {
  dir: string;
  json: { reference: string; kind: string; fields: Record<string, string>; files: { field: string; file: string }[] };
  remove(): void;
}

export async function exportEntry(stack: StackInfo, reference: string): Promise<ExportedEntry> {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-e2e-export-'));
  await run(TSX, [CLI, 'export', reference, target], { env: { ...process.env, DATA_DIR: stack.dataDir, INIT_CWD: target }, cwd: REPO_ROOT });
  const dir = path.join(target, reference);
  return {
    dir,
    json: JSON.parse(fs.readFileSync(path.join(dir, 'entry.json'), 'utf8')) as ExportedEntry['json'],
    remove: () => fs.rmSync(target, { recursive: true, force: true }),
  };
}
