import { afterEach, describe, expect, it, vi } from 'vitest';

const served = new Map<string, Buffer>();
vi.mock('../gallery/card', () => ({ fetchImage: vi.fn(async (url: string) => served.get(url) ?? null) }));
const { streamSelectionZip } = await import('./zip');

/** The names and sizes of a zip's files, from its central directory. */
function entries(zip: Buffer): { name: string; size: number }[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const out: { name: string; size: number }[] = [];
  for (let n = 0; n < count; n++) {
    const nameLength = zip.readUInt16LE(offset + 28);
    out.push({ name: zip.toString('utf8', offset + 46, offset + 46 + nameLength), size: zip.readUInt32LE(offset + 24) });
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return out;
}

describe('streamSelectionZip', () => {
  afterEach(() => served.clear());

  it('writes every image it can fetch, in order, and leaves out the rest', async () => {
    const plan = Array.from({ length: 8 }, (_, n) => ({ name: `ana/ana-book-0${n + 1}.jpg`, url: `/media/${n}.jpg` }));
    plan.forEach((entry, n) => n !== 3 && served.set(entry.url, Buffer.alloc(300_000 + n, n)));
    const zip = Buffer.from(await new Response(streamSelectionZip(plan)).arrayBuffer());
    expect(entries(zip)).toEqual(plan.filter((_, n) => n !== 3).map((entry) => ({ name: entry.name, size: served.get(entry.url)!.length })));
  });

  it('stops fetching when the visitor stops reading', async () => {
    const { fetchImage } = await import('../gallery/card');
    const plan = Array.from({ length: 40 }, (_, n) => ({ name: `b/b-book-${n}.jpg`, url: `/m/${n}.jpg` }));
    plan.forEach((entry) => served.set(entry.url, Buffer.alloc(400_000, 1)));
    vi.mocked(fetchImage).mockClear();
    const reader = streamSelectionZip(plan).getReader();
    await reader.read();
    // The images fetched ahead have been asked for; then everything pending runs (the event loop
    // drained, no clock): nothing more is fetched while the visitor does not read.
    await vi.waitFor(() => expect(vi.mocked(fetchImage).mock.calls.length).toBeGreaterThanOrEqual(3));
    for (let turn = 0; turn < 100; turn++) await new Promise((resolve) => setImmediate(resolve));
    // About 1 MB waits for the visitor, and three more images ahead: not all forty.
    expect(vi.mocked(fetchImage).mock.calls.length).toBeLessThan(12);
    await reader.cancel();
  });
});
