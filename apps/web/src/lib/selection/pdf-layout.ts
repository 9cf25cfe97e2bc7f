import type { ImageItem } from '@vitrine/contracts';
import type { SelectionKind } from './query';

/** A4 portrait in PDF points (210 × 297 mm). */
export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 36;
/** Book images on a talent's first page (the light PDF has only that page). */
export const FIRST_PAGE_IMAGES = 3;
/** Book images on each further page of the full PDF (3 columns × 2 rows). */
export const GRID_IMAGES = 6;

export interface Frame {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlannedPage {
  /** Index of the talent in the selection. */
  talent: number;
  /** The talent's first page (name, measurements) or a continuation of its book. */
  first: boolean;
  images: ImageItem[];
}

/** The pages of a selection PDF: one per talent (light), or as many as its book needs (full). */
export function planSelection(books: readonly (readonly ImageItem[])[], kind: SelectionKind): PlannedPage[] {
  const pages: PlannedPage[] = [];
  books.forEach((book, talent) => {
    pages.push({ talent, first: true, images: book.slice(0, FIRST_PAGE_IMAGES) });
    if (kind === 'light') return;
    for (let start = FIRST_PAGE_IMAGES; start < book.length; start += GRID_IMAGES) {
      pages.push({ talent, first: false, images: book.slice(start, start + GRID_IMAGES) });
    }
  });
  return pages;
}

const [WIDTH] = A4;
const INNER = WIDTH - 2 * MARGIN;
const GAP = 8;

/** The first page's frames below `top`: one large portrait frame and two stacked beside it. */
export function firstPageFrames(top: number, bottom = MARGIN + 18): Frame[] {
  const height = top - bottom;
  const bigWidth = Math.min((height * 2) / 3, (INNER - GAP) * 0.64);
  const bigHeight = (bigWidth * 3) / 2;
  const smallWidth = INNER - GAP - bigWidth;
  const smallHeight = (bigHeight - GAP) / 2;
  const y = top - bigHeight;
  return [
    { x: MARGIN, y, width: bigWidth, height: bigHeight },
    { x: MARGIN + bigWidth + GAP, y: y + smallHeight + GAP, width: smallWidth, height: smallHeight },
    { x: MARGIN + bigWidth + GAP, y, width: smallWidth, height: smallHeight },
  ];
}

/** A continuation page's frames below `top`: 3 columns × 2 rows of portrait frames. */
export function gridFrames(top: number, bottom = MARGIN + 18): Frame[] {
  const width = (INNER - 2 * GAP) / 3;
  const height = Math.min((width * 3) / 2, (top - bottom - GAP) / 2);
  return Array.from({ length: GRID_IMAGES }, (_, index) => ({
    x: MARGIN + (index % 3) * (width + GAP),
    y: top - height - Math.floor(index / 3) * (height + GAP),
    width,
    height,
  }));
}

/** Pixels for a frame of `points` at 144 dpi: sharp for the page and small enough to embed. */
export const pixelsFor = (points: number) => Math.round((points / 72) * 144);

/**
 * Text the standard PDF fonts can draw (their WinAnsi set covers Portuguese): a character
 * outside it is written without its accent when that is enough, else as '?'.
 */
export function drawable(text: string, charset: ReadonlySet<number>): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (charset.has(code)) out += char;
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '');
      out += bare && [...bare].every((c) => charset.has(c.codePointAt(0)!)) ? bare : '?';
    }
  }
  return out;
}
