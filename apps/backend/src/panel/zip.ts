import { existsSync } from 'node:fs';
import path from 'node:path';
import archiver, { type ArchiverError } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import type { TalentMediaFile } from '../integration/talents';

/** `attachment` header with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/** A zip stream of the given media files, stored (JPEGs do not compress), named gallery/NN.ext. */
export function zipOfMedia(mediaDir: string, files: readonly TalentMediaFile[], log: FastifyBaseLogger) {
  const archive = archiver('zip', { store: true });
  archive.on('warning', (err: ArchiverError) => log.warn({ err }, 'zip warning'));
  archive.on('error', (err: ArchiverError) => log.error({ err }, 'zip failed'));
  for (const item of files) {
    const source = path.join(mediaDir, item.file);
    if (!existsSync(source)) {
      log.warn({ file: item.file }, 'media file missing, left out of the zip');
      continue;
    }
    const number = String(item.position + 1).padStart(2, '0');
    archive.file(source, { name: `${item.gallery}/${item.gallery}-${number}${path.extname(item.file)}` });
  }
  void archive.finalize();
  return archive;
}
