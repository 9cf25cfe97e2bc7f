import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync, renameSync, rmSync } from 'node:fs';
import { chmod, mkdir, open, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '@fastify/sensible';
import {
  ENTRY_FILE_MAX_BYTES,
  ENTRY_FILE_TYPE,
  entryFieldSchemas,
  entryFiles,
  type EntryName,
  formatIssues,
} from '@vitrine/contracts';
import type { Db } from '../db/index';
import { httpErrors } from '../lib/errors';

const { badRequest, payloadTooLarge, unsupportedMediaType } = httpErrors;

export interface StoredFile {
  /** Form field the file came in (image1…image4). */
  field: string;
  /** File name inside the entry's folder. */
  file: string;
  /** Name the sender gave the file. */
  filename: string;
  size: number;
}

export interface StoredEntry {
  id: number;
  entry: string;
  fields: Record<string, unknown>;
  files: StoredFile[];
  createdAt: string;
  /** Folder of the entry's files. */
  dir: string;
}

const JPEG_MAGIC = Buffer.from([0xff, 0xd8, 0xff]);
/** Uploads are personal data: owner-only folders and files. */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
const MAX_MB = ENTRY_FILE_MAX_BYTES / 1024 / 1024;

/** Writes a stream to a file, fsyncs it, and returns its size and first bytes. */
async function saveStream(source: Readable, target: string): Promise<{ size: number; head: Buffer }> {
  const handle = await open(target, 'wx', FILE_MODE);
  let size = 0;
  let head = Buffer.alloc(0);
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      if (head.length < JPEG_MAGIC.length) {
        head = Buffer.concat([head, buffer.subarray(0, JPEG_MAGIC.length - head.length)]);
      }
      size += buffer.length;
      await handle.write(buffer);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  return { size, head };
}

/** Errors of a malformed upload become 400s (unless they already carry a 4xx); disk errors stay. */
function asUploadError(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if (typeof err === 'object' && err !== null) {
    if ('syscall' in err) return err; // our own file system: a real server error
    if ('statusCode' in err && typeof err.statusCode === 'number' && err.statusCode < 500) return err;
  }
  return badRequest(`Malformed multipart body: ${err instanceof Error ? err.message : String(err)}`);
}

/** The parts of a multipart request, with parser errors turned into 4xx answers. */
async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const iterator = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<Multipart>;
    try {
      next = await iterator.next();
    } catch (err) {
      throw asUploadError(err);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** Text fields the contract describes as JSON text: `talents` (a list), `contacts` (an object). */
const JSON_FIELDS: Record<string, { kind: 'list' | 'object'; shape: string }> = {
  talents: { kind: 'list', shape: 'a list of {id, name}' },
  contacts: { kind: 'object', shape: '{value, label}' },
};

function checkJsonFields(fields: Record<string, string>): void {
  for (const [name, { kind, shape }] of Object.entries(JSON_FIELDS)) {
    const text = fields[name];
    if (text === undefined) continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    const ok = kind === 'list' ? Array.isArray(value) : typeof value === 'object' && value !== null && !Array.isArray(value);
    if (!ok) throw badRequest(`body.${name}: must be JSON text of ${shape}`);
  }
}

function fsyncDirectory(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Form entries (SPEC §7 POST /api/entry/{entry}/send): validated, files written and synced
 * first, then the row committed together with moving the files into uploads/<id>/ — so an
 * entry is either stored whole or not at all.
 */
export class EntryStore {
  private readonly tmpRoot: string;

  constructor(
    private readonly db: Db,
    private readonly uploadsDir: string,
  ) {
    this.tmpRoot = path.join(uploadsDir, '.tmp');
  }

  /** Removes what an interrupted submission may have left: temp folders, folders without a row. */
  async recover(): Promise<void> {
    await mkdir(this.uploadsDir, { recursive: true, mode: DIR_MODE });
    await chmod(this.uploadsDir, DIR_MODE);
    await rm(this.tmpRoot, { recursive: true, force: true });
    const known = new Set(
      (this.db.prepare('SELECT id FROM entries').pluck().all() as number[]).map((id) => String(id)),
    );
    for (const name of await readdir(this.uploadsDir)) {
      if (/^\d+$/.test(name) && !known.has(name)) {
        await rm(path.join(this.uploadsDir, name), { recursive: true, force: true });
      }
    }
  }

  async receive(request: FastifyRequest, entry: EntryName): Promise<number> {
    if (!request.isMultipart()) {
      throw unsupportedMediaType(`Send the ${entry} entry as multipart/form-data`);
    }
    const allowedFiles = entryFiles[entry].names;
    const tmpDir = path.join(this.tmpRoot, randomUUID());
    await mkdir(tmpDir, { recursive: true, mode: DIR_MODE });
    try {
      const fields: Record<string, string> = {};
      const files: StoredFile[] = [];
      for await (const part of partsOf(request)) {
        if (part.type === 'field') {
          if (part.valueTruncated) throw payloadTooLarge(`body.${part.fieldname}: text too long`);
          fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
          continue;
        }
        const field = part.fieldname;
        if (!allowedFiles.includes(field)) {
          throw badRequest(
            allowedFiles.length === 0
              ? `The ${entry} entry takes no files (got body.${field})`
              : `body.${field}: unexpected file (allowed: ${allowedFiles.join(', ')})`,
          );
        }
        if (files.some((f) => f.field === field)) throw badRequest(`body.${field}: sent more than once`);
        if (part.mimetype !== ENTRY_FILE_TYPE) {
          throw unsupportedMediaType(`body.${field}: must be ${ENTRY_FILE_TYPE} (got ${part.mimetype})`);
        }
        const file = `${field}.jpg`;
        const { size, head } = await saveStream(part.file, path.join(tmpDir, file)).catch((err: unknown) => {
          throw asUploadError(err);
        });
        if (part.file.truncated) throw payloadTooLarge(`body.${field}: larger than ${MAX_MB} MB`);
        if (!head.equals(JPEG_MAGIC)) throw unsupportedMediaType(`body.${field}: not a JPEG file`);
        files.push({ field, file, filename: part.filename, size });
      }

      const parsed = entryFieldSchemas[entry].safeParse(fields);
      if (!parsed.success) throw badRequest(formatIssues(parsed.error.issues, 'body'));
      checkJsonFields(fields);
      if (entryFiles[entry].required) {
        const missing = allowedFiles.filter((name) => !files.some((f) => f.field === name));
        if (missing.length > 0) {
          throw badRequest(missing.map((name) => `body.${name}: a JPEG photo is required`).join('; '));
        }
      }
      return this.commit(entry, parsed.data, files, tmpDir);
    } finally {
      await rm(tmpDir, { recursive: true, force: true });
    }
  }

  private commit(entry: EntryName, fields: object, files: StoredFile[], tmpDir: string): number {
    const insert = this.db.prepare('INSERT INTO entries (entry, fields, files, created_at) VALUES (?, ?, ?, ?)');
    let movedTo: string | undefined;
    try {
      return this.db.transaction(() => {
        const result = insert.run(entry, JSON.stringify(fields), JSON.stringify(files), new Date().toISOString());
        const id = Number(result.lastInsertRowid);
        if (files.length > 0) {
          movedTo = path.join(this.uploadsDir, String(id));
          renameSync(tmpDir, movedTo);
          fsyncDirectory(this.uploadsDir);
        }
        return id;
      })();
    } catch (err) {
      if (movedTo) rmSync(movedTo, { recursive: true, force: true });
      throw err;
    }
  }

  get(id: number): StoredEntry | undefined {
    const row = this.db.prepare('SELECT id, entry, fields, files, created_at FROM entries WHERE id = ?').get(id) as
      | { id: number; entry: string; fields: string; files: string; created_at: string }
      | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      entry: row.entry,
      fields: JSON.parse(row.fields) as Record<string, unknown>,
      files: JSON.parse(row.files) as StoredFile[],
      createdAt: row.created_at,
      dir: path.join(this.uploadsDir, String(row.id)),
    };
  }
}
