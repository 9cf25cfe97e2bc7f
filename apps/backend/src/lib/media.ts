import { createReadStream, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Public URL prefix of the media folder (no token, as a CDN would serve them). */
export const MEDIA_PREFIX = '/media';

/** Builds absolute media URLs; the base may only be known once the server listens. */
export class MediaUrls {
  constructor(private readonly base: () => string) {}

  /** Base URL of the media folder, e.g. http://127.0.0.1:4000/media */
  get root(): string {
    return `${this.base()}${MEDIA_PREFIX}`;
  }

  url(file: string): string {
    return `${this.root}/${file.split('/').map(encodeURIComponent).join('/')}`;
  }

  optional(file: string | null): string | null {
    return file === null ? null : this.url(file);
  }
}

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ogg': 'video/ogg',
};

export const contentTypeOf = (file: string) =>
  CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

type ByteRange = { start: number; end: number } | 'unsatisfiable' | undefined;

/** Reads a single `bytes=` range; undefined means "send the whole file". */
export function parseRange(header: string | undefined, size: number): ByteRange {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined; // several ranges or another unit: answer the whole file
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return 'unsatisfiable';
  let start: number;
  let end: number;
  if (from === '') {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

async function fileStats(file: string): Promise<Stats | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** GET /media/* — files of DATA_DIR/media with content types, caching headers and ranges. */
export function registerMediaRoute(app: FastifyInstance, mediaDir: string): void {
  const root = path.resolve(mediaDir);

  app.get(`${MEDIA_PREFIX}/*`, async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const relative = request.params['*'];
    const file = path.resolve(root, relative);
    const stats = file.startsWith(root + path.sep) ? await fileStats(file) : undefined;
    if (!stats) {
      return reply.status(404).send({ error: 'not_found', message: `No media file ${relative}` });
    }

    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    const range = parseRange(request.headers.range, stats.size);
    if (range === 'unsatisfiable') {
      return reply
        .status(416)
        .header('content-range', `bytes */${stats.size}`)
        .send({ error: 'range_not_satisfiable', message: `File size is ${stats.size} bytes` });
    }

    void reply
      .header('content-type', contentTypeOf(file))
      .header('cache-control', 'public, max-age=86400')
      .header('accept-ranges', 'bytes')
      .header('etag', etag)
      .header('last-modified', stats.mtime.toUTCString());

    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    if (range) {
      return reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stats.size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(file, { start: range.start, end: range.end }));
    }
    return reply.header('content-length', stats.size).send(createReadStream(file));
  });
}
