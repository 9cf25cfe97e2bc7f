import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type OverlayOptions } from 'sharp';
import type { Locale, TalentProfile } from '@vitrine/contracts';
import { backendOrigins, publicMediaBase } from '../backends/media-urls';
import { env } from '../env';
import { streamMedia } from '../security/media-proxy';
import { cropPhoto } from './card-photo';
import type { Unit } from '../talents/format';
import { measurementLines, type MeasurementLine } from './measurements';

/** The measurement card (SPEC §4, §9): 512×768, put first among the book images. */
export const CARD_WIDTH = 512;
export const CARD_HEIGHT = 768;
const PHOTO_HEIGHT = 520;
/** Bumped when the drawing changes, so cached cards are replaced. */
const CARD_DRAWING = 2;

export interface CardInput {
  name: string;
  cover: string | null;
  lines: MeasurementLine[];
  agency: string;
}

const CARD_KEYS = new Set(['height', 'bust', 'chest', 'waist', 'hips', 'shoes', 'hair', 'eyes']);

/** What the card of a talent draws, in a language and a measurement unit (the visitor's). */
export async function cardInput(profile: TalentProfile, locale: Locale, unit: Unit, agency: string): Promise<CardInput> {
  const lines = await measurementLines(profile, locale, unit, (row) => CARD_KEYS.has(row.key));
  // The shoe line keeps the BR size only on the card (the equivalents do not fit).
  const short = lines.map((line) => (line.key === 'shoes' ? { ...line, value: line.value.split(' · ')[0]! } : line));
  return { name: profile.name, cover: profile.book[0]?.file ?? null, lines: short, agency };
}

/** The card's file under /api/talents/{id}/card/: `pt-{version}.jpg` in metric,
 * `pt-imperial-{version}.jpg` in inches and pounds. */
export const cardFile = (locale: Locale, unit: Unit, version: string) => `${locale}${unit === 'imperial' ? '-imperial' : ''}-${version}.jpg`;
/** A card file's language, unit and version, or null. */
export function parseCardFile(file: string): { locale: Locale; unit: Unit; version: string } | null {
  const match = /^(pt|en)(-imperial)?-([0-9a-f]{16})\.jpg$/.exec(file);
  return match ? { locale: match[1] as Locale, unit: match[2] ? 'imperial' : 'metric', version: match[3]! } : null;
}

/** A short hash of everything drawn: the card's URL carries it, so the URL can be cached forever. */
export function cardVersion(input: CardInput): string {
  return createHash('sha256').update(JSON.stringify([CARD_DRAWING, input])).digest('hex').slice(0, 16);
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);

function textLayer(input: CardInput): Buffer {
  const name = escapeXml(input.name.toUpperCase());
  const nameSize = input.name.length > 22 ? 24 : input.name.length > 16 ? 28 : 34;
  const columns = 2;
  const rows = Math.ceil(input.lines.length / columns);
  const top = PHOTO_HEIGHT + 84;
  const lineHeight = Math.min(34, (CARD_HEIGHT - top - 34) / Math.max(rows, 1));
  const cells = input.lines
    .map((line, index) => {
      const x = 36 + (index % columns) * 228;
      const y = top + Math.floor(index / columns) * lineHeight;
      return `<text x="${x}" y="${y}" class="label">${escapeXml(line.label.toUpperCase())}</text>
<text x="${x}" y="${y + 15}" class="value">${escapeXml(line.value)}</text>`;
    })
    .join('\n');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">
<style>
  .name { font-family: 'DejaVu Serif', serif; font-size: ${nameSize}px; letter-spacing: 3px; fill: #111; }
  .label { font-family: 'DejaVu Sans', sans-serif; font-size: 9px; letter-spacing: 2px; fill: #595959; }
  .value { font-family: 'DejaVu Sans', sans-serif; font-size: 13px; fill: #111; }
  .agency { font-family: 'DejaVu Sans', sans-serif; font-size: 9px; letter-spacing: 4px; fill: #595959; }
</style>
<rect x="0" y="${PHOTO_HEIGHT}" width="${CARD_WIDTH}" height="${CARD_HEIGHT - PHOTO_HEIGHT}" fill="#ffffff"/>
<text x="36" y="${PHOTO_HEIGHT + 50}" class="name">${name}</text>
<line x1="36" y1="${PHOTO_HEIGHT + 64}" x2="${CARD_WIDTH - 36}" y2="${PHOTO_HEIGHT + 64}" stroke="#111" stroke-width="1"/>
${cells}
<text x="${CARD_WIDTH - 36}" y="${CARD_HEIGHT - 18}" text-anchor="end" class="agency">${escapeXml(input.agency.toUpperCase())}</text>
</svg>`;
  return Buffer.from(svg);
}

/** The most a profile's image may weigh when the site reads it (a 4000 px JPEG is far below). */
const MAX_IMAGE_BYTES = 25 * 1024 * 1024;

/** The body of `response`, or null past `max` bytes (read no further). */
async function bytesWithin(response: Response, max: number): Promise<Buffer | null> {
  if (Number(response.headers.get('content-length') ?? 0) > max || !response.body) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** Fetches an image of a profile (a failure leaves the photo area plain). Media on the site's
 * own /media/ is read from the back ends, as the /media route does; media on PUBLIC_MEDIA_URL
 * from there. Any other address is not fetched: the site reads no host a profile names. */
export async function fetchImage(url: string | null, timeoutMs = 8000): Promise<Buffer | null> {
  if (!url) return null;
  const publicMedia = env().PUBLIC_MEDIA_URL ? publicMediaBase({ publicMediaUrl: env().PUBLIC_MEDIA_URL }) : null;
  try {
    const response = url.startsWith('/')
      ? await streamMedia(url.split(/[?#]/)[0]!, new Headers(), {
          origins: backendOrigins([env().PANEL_URL, env().INTEGRATION_URL]),
          timeoutMs,
        })
      : publicMedia && url.startsWith(publicMedia)
        ? await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store', redirect: 'error' })
        : null;
    if (!response?.ok) return null;
    return await bytesWithin(response, MAX_IMAGE_BYTES);
  } catch {
    return null;
  }
}

/** Draws the card as a JPEG. */
export async function renderCard(input: CardInput): Promise<Buffer> {
  const layers: OverlayOptions[] = [];
  const cover = await fetchImage(input.cover);
  if (cover) {
    const photo = await cropPhoto(cover, CARD_WIDTH, PHOTO_HEIGHT).catch(() => null);
    if (photo) layers.push({ input: photo, top: 0, left: 0 });
  }
  layers.push({ input: textLayer(input), top: 0, left: 0 });
  return sharp({ create: { width: CARD_WIDTH, height: CARD_HEIGHT, channels: 3, background: '#ecebe8' } })
    .composite(layers)
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}
