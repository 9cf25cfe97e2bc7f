import { describe, expect, it } from 'vitest';
import { A4, FIRST_PAGE_IMAGES, GRID_IMAGES, MARGIN, drawable, firstPageFrames, gridFrames, planSelection, type Frame } from './pdf-layout';

const book = (n: number) => Array.from({ length: n }, (_, i) => ({ file: `/media/${i}.jpg`, width: 800, height: 1200 }));

describe('planSelection', () => {
  it('light: one page per talent with at most three book images', () => {
    const pages = planSelection([book(10), book(2), book(0)], 'light');
    expect(pages.map((p) => [p.talent, p.first, p.images.length])).toEqual([
      [0, true, 3],
      [1, true, 2],
      [2, true, 0],
    ]);
  });

  it('full: every book image, the rest six to a page after the first page', () => {
    const pages = planSelection([book(10), book(3), book(4)], 'full');
    expect(pages.map((p) => [p.talent, p.first, p.images.length])).toEqual([
      [0, true, 3],
      [0, false, 6],
      [0, false, 1],
      [1, true, 3],
      [2, true, 3],
      [2, false, 1],
    ]);
    const images = pages.filter((p) => p.talent === 0).flatMap((p) => p.images.map((i) => i.file));
    expect(images).toEqual(book(10).map((i) => i.file));
    expect(FIRST_PAGE_IMAGES + GRID_IMAGES).toBe(9);
  });
});

const inside = (frame: Frame, top: number) =>
  frame.x >= MARGIN - 0.01 &&
  frame.x + frame.width <= A4[0] - MARGIN + 0.01 &&
  frame.y >= MARGIN &&
  frame.y + frame.height <= top + 0.01;
const overlap = (a: Frame, b: Frame) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('frames', () => {
  for (const [name, frames] of [
    ['first page', firstPageFrames(600)],
    ['grid', gridFrames(720)],
  ] as const) {
    it(`${name}: inside the margins, below the top, not overlapping, portrait`, () => {
      const top = name === 'grid' ? 720 : 600;
      for (const frame of frames) {
        expect(inside(frame, top)).toBe(true);
        expect(frame.height).toBeGreaterThan(frame.width);
      }
      frames.forEach((a, i) => frames.slice(i + 1).forEach((b) => expect(overlap(a, b)).toBe(false)));
    });
  }
});

describe('drawable', () => {
  const winAnsi = new Set([...Array.from({ length: 95 }, (_, i) => i + 32), ...'ãáâàçéêíóôõúÁÉÍÓÚÇÃÕ·—'.split('').map((c) => c.codePointAt(0)!)]);
  it('keeps Portuguese, strips accents the font lacks, else writes ?', () => {
    expect(drawable('João Conceição', winAnsi)).toBe('João Conceição');
    expect(drawable('Łukasz Nowak', winAnsi)).toBe('?ukasz Nowak');
    expect(drawable('Zoë Ångström', winAnsi)).toBe('Zoe Angstrom');
    expect(drawable('李', winAnsi)).toBe('?');
  });
});
