import 'server-only';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import { fetchImage } from '../gallery/card';
import type { ZipEntryPlan } from './zip-plan';

/**
 * Writes the planned entries into a ZIP (archiver), one image at a time: each is fetched only
 * when the previous one has been written, and the archive waits while the visitor's connection
 * is slower than the back end, so at most about one image is held in memory. Images are stored
 * as they are (JPEGs do not shrink). An image the back end cannot give is left out.
 */
/** Bytes of the archive waiting for the visitor before the next image is fetched. */
const HELD_BYTES = 1024 * 1024;

export function streamSelectionZip(entries: readonly ZipEntryPlan[], signal?: AbortSignal): ReadableStream<Uint8Array> {
  const archive = archiver('zip', { store: true });
  const date = new Date();
  void (async () => {
    try {
      for (const entry of entries) {
        // The visitor reads slower than the back end answers: wait for them.
        while (archive.readableLength > HELD_BYTES && !archive.destroyed) {
          await new Promise<void>((resolve) => {
            const done = () => {
              archive.off('data', done).off('close', done);
              resolve();
            };
            archive.on('data', done).on('close', done);
          });
        }
        if (signal?.aborted || archive.destroyed) break;
        const image = await fetchImage(entry.url);
        if (!image) continue;
        const written = new Promise<void>((resolve) => archive.once('entry', () => resolve()));
        archive.append(image, { name: entry.name, date });
        await written;
      }
      if (signal?.aborted || archive.destroyed) archive.abort();
      else await archive.finalize();
    } catch {
      archive.abort();
    }
  })();
  return Readable.toWeb(archive) as ReadableStream<Uint8Array>;
}
