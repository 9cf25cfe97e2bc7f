import 'server-only';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { FormRefusal } from './abuse';

export interface ReceivedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
  /** True when the file was longer than its limit (data holds only the first bytes). */
  tooLarge: boolean;
}

export interface MultipartLimits {
  /** The whole body: reading stops (413) as soon as it is passed. */
  maxBytes: number;
  /** Names of the file fields accepted; any other file is refused. */
  fileFields?: readonly string[];
  /** Size of one file. */
  maxFileBytes?: number;
  maxFields?: number;
  maxFieldBytes?: number;
}

/**
 * Reads a multipart/form-data request as it streams in (busboy): stops with a 413 refusal the
 * moment the body passes `maxBytes` (it is never read whole), keeps at most `maxFileBytes` of
 * each file (a longer file is marked tooLarge and the rest of it is skipped), and refuses
 * unexpected files or too many fields as malformed.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
): Promise<{ fields: Record<string, string>; files: Map<string, ReceivedFile> }> {
  if (!request.body) throw new FormRefusal(400, 'malformed');
  const fields: Record<string, string> = {};
  const files = new Map<string, ReceivedFile>();
  const allowed = new Set(limits.fileFields ?? []);
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

  const pieces = new Map<string, Buffer[]>();
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
    const chunks: Buffer[] = [];
    const file: ReceivedFile = { field: name, filename: info.filename ?? '', mimeType: info.mimeType, data: Buffer.alloc(0), tooLarge: false };
    files.set(name, file);
    pieces.set(name, chunks);
    stream.on('data', (chunk: Buffer) => {
      if (!file.tooLarge) chunks.push(chunk);
    });
    stream.on('limit', () => {
      file.tooLarge = true;
      chunks.length = 0;
    });
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
    if (err instanceof FormRefusal) throw err;
    throw new FormRefusal(400, 'malformed');
  }
  if (refusal) throw refusal;
  for (const [name, file] of files) file.data = Buffer.concat(pieces.get(name) ?? []);
  return { fields, files };
}
