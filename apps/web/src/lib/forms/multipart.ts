import 'server-only';
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { FormRefusal } from './abuse';

export interface ReceivedFile {
  field: string;
  filename: string;
  mimeType: string;
  /** Where the file was written (owner-only, inside the request's upload folder). */
  path: string;
  /** Bytes written: at most the file limit + 1. */
  size: number;
  /** True when the file was longer than its limit (the rest of it was skipped, not stored). */
  tooLarge: boolean;
}

export interface MultipartLimits {
  /** The whole body: reading stops (413) as soon as it is passed. */
  maxBytes: number;
  /** Names of the file fields accepted; any other file is refused. */
  fileFields?: readonly string[];
  /** Size of one file. */
  maxFileBytes?: number;
  /** Folder the files are written to (see withUploadDir); required when fileFields are given. */
  fileDir?: string;
  maxFields?: number;
  maxFieldBytes?: number;
}

/**
 * A private folder for one request's uploads (0700, under the system's temporary folder), removed
 * with everything in it once `work` has finished, whatever happened.
 */
export async function withUploadDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), 'vitrine-upload-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Reads a multipart/form-data request as it streams in (busboy): stops with a 413 refusal the
 * moment the body passes `maxBytes` (it is never read whole), writes each accepted file to
 * `fileDir` as it arrives (0600; the parser waits for the disk, so memory holds a few chunks,
 * never a whole photo), keeps at most `maxFileBytes` + 1 of each file (a longer one is marked
 * tooLarge and the rest skipped), and refuses unexpected files or too many fields as malformed.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: Map<string, ReceivedFile> }> {
  if (!request.body) throw new FormRefusal(400, 'malformed');
  const fields: Record<string, string> = {};
  const files = new Map<string, ReceivedFile>();
  const allowed = new Set(limits.fileFields ?? []);
  if (allowed.size > 0 && !limits.fileDir) throw new Error('readMultipart: fileFields need a fileDir');
  const maxFileBytes = limits.maxFileBytes ?? 0;

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': request.headers.get('content-type') ?? '' },
      defParamCharset: 'utf8',
      limits: {
        fileSize: maxFileBytes + 1,
        files: allowed.size,
        fields: limits.maxFields ?? 50,
        fieldSize: limits.maxFieldBytes ?? 16 * 1024,
        parts: (limits.maxFields ?? 50) + allowed.size,
      },
    });
  } catch {
    throw new FormRefusal(400, 'malformed');
  }

  const writes: Promise<void>[] = [];
  let refusal: FormRefusal | undefined;
  const refuse = (r: FormRefusal) => {
    refusal ??= r;
  };
  parser.on('field', (name, value, info) => {
    if (info.valueTruncated) refuse(new FormRefusal(413, 'tooLarge'));
    else if (name in fields) refuse(new FormRefusal(400, 'malformed'));
    else fields[name] = value;
  });
  parser.on('file', (name, stream, info) => {
    if (!allowed.has(name) || files.has(name)) {
      refuse(new FormRefusal(400, 'malformed'));
      stream.resume();
      return;
    }
    // The field name is one of ours (allowed), so it is a safe file name.
    const file: ReceivedFile = {
      field: name,
      filename: info.filename ?? '',
      mimeType: info.mimeType,
      path: path.join(limits.fileDir!, name),
      size: 0,
      tooLarge: false,
    };
    files.set(name, file);
    stream.on('data', (chunk: Buffer) => {
      file.size += chunk.length;
    });
    stream.on('limit', () => {
      file.tooLarge = true;
    });
    const out = createWriteStream(file.path, { flags: 'wx', mode: 0o600 });
    writes.push(pipeline(stream, out).catch(() => refuse(new FormRefusal(400, 'malformed'))));
  });
  parser.on('filesLimit', () => refuse(new FormRefusal(400, 'malformed')));
  parser.on('fieldsLimit', () => refuse(new FormRefusal(400, 'malformed')));
  parser.on('partsLimit', () => refuse(new FormRefusal(400, 'malformed')));

  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limits.maxBytes) callback(new FormRefusal(413, 'tooLarge'));
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(request.body as import('node:stream/web').ReadableStream), counter, parser);
  } catch (err) {
    await Promise.allSettled(writes);
    if (err instanceof FormRefusal) throw err;
    throw new FormRefusal(400, 'malformed');
  }
  await Promise.all(writes);
  if (refusal) throw refusal;
  return { fields, files };
}
