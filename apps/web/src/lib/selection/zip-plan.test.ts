import { describe, expect, it } from 'vitest';
import { imageExtension, planSelectionZip } from './zip-plan';

const images = (prefix: string, n: number, ext = 'jpg') =>
  Array.from({ length: n }, (_, i) => ({ file: `/media/${prefix}-${i}.${ext}?v=1`, width: 800, height: 1200 }));

describe('planSelectionZip', () => {
  it('puts each talent’s book, polaroids and composite in its own folder, named after it', () => {
    const entries = planSelectionZip([
      { id: 1, name: 'Ana Conceição', book: images('b', 2), snap: images('s', 1, 'png'), compo: images('c', 1) },
      { id: 2, name: 'Bruno Melo', book: images('b', 1), snap: [], compo: [] },
    ]);
    expect(entries.map((e) => e.name)).toEqual([
      'ana-conceicao/ana-conceicao-book-01.jpg',
      'ana-conceicao/ana-conceicao-book-02.jpg',
      'ana-conceicao/ana-conceicao-polaroid-01.png',
      'ana-conceicao/ana-conceicao-composite-01.jpg',
      'bruno-melo/bruno-melo-book-01.jpg',
    ]);
    expect(entries[0]!.url).toBe('/media/b-0.jpg?v=1');
  });

  it('tells two talents of the same name apart by their id', () => {
    const entries = planSelectionZip([
      { id: 7, name: 'Ana Silva', book: images('b', 1), snap: [], compo: [] },
      { id: 9, name: 'Ana Silva', book: images('b', 1), snap: [], compo: [] },
    ]);
    expect(entries.map((e) => e.name)).toEqual(['ana-silva-7/ana-silva-7-book-01.jpg', 'ana-silva-9/ana-silva-9-book-01.jpg']);
  });

  it('names the extension from the URL path', () => {
    expect(imageExtension('https://cdn.example/a/b.JPEG?x=1')).toBe('jpeg');
    expect(imageExtension('/media/x.webp#y')).toBe('webp');
    expect(imageExtension('/media/no-extension')).toBe('jpg');
  });
});
