import 'server-only';
import { Readable } from 'node:stream';
import archiver from 'archiver';
import { fetchImage } from '../gallery/card';
import type { ZipEntryPlan } from './zip-plan';

/** Images fetched ahead of the one being written. */
const PREFETCH = 3;
/** Bytes of the archive waiting for the visitor before anything more is fetched. */
const HELD_BYTES = 1024 * 1024;

/**
 * Writes the planned entries into a ZIP (archiver), in order, fetching the next three images
 * while one is written, and waiting whenever the visitor's connection is slower than the back
 * end: a few images and about 1 MB are held at most. Images are stored as they are (JPEGs do
 * not shrink). An image the back end cannot give is left out.
 */
export function streamSelectionZip(entries: readonly ZipEntryPlan[], signal?: AbortSignal): ReadableStream<Uint8Array> {
  const archive = archiver('zip', { store: true });
  const date = new Date();
  // The next few images are fetched while one is written: a few held at most.
  const ahead: Promise<Buffer | null>[] = [];
  let next = 0;
  const fill = () => {
    while (ahead.length < PREFETCH && next < entries.length) ahead.push(fetchImage(entries[next++]!.url));
  };
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
        fill();
        const image = await ahead.shift()!;
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
