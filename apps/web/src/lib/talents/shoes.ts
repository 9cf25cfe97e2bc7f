import type { Gender } from '@vitrine/contracts';

/** A shoe size in the other systems agencies quote. */
export interface ShoeSizes {
  br: number;
  eu: number;
  us: number;
  uk: number;
}

type Row = readonly [br: number, eu: number, us: number, uk: number];

/**
 * Brazilian sizes with their European, US and UK equivalents, by gender. A Brazilian size is
 * two below the European one (the usual rule of Brazilian shoe makers); US and UK follow the
 * common women's and men's charts. Sizes outside the table have no equivalent shown.
 */
const WOMEN: readonly Row[] = [
  [33, 35, 5, 2.5],
  [34, 36, 6, 3.5],
  [35, 37, 6.5, 4],
  [36, 38, 7.5, 5],
  [37, 39, 8.5, 6],
  [38, 40, 9, 6.5],
  [39, 41, 9.5, 7],
  [40, 42, 10, 8],
  [41, 43, 11, 9],
  [42, 44, 12, 10],
];
const MEN: readonly Row[] = [
  [36, 38, 6, 5.5],
  [37, 39, 6.5, 6],
  [38, 40, 7, 6.5],
  [39, 41, 8, 7],
  [40, 42, 8.5, 8],
  [41, 43, 9.5, 9],
  [42, 44, 10, 9.5],
  [43, 45, 11, 10.5],
  [44, 46, 12, 11],
  [45, 47, 13, 12],
  [46, 48, 14, 13],
];

/** The EU, US and UK equivalents of a BR size for a gender, or null outside the table. */
export function shoeSizes(br: number, gender: Gender): ShoeSizes | null {
  const row = (gender === 'woman' ? WOMEN : MEN).find(([size]) => size === br);
  return row ? { br: row[0], eu: row[1], us: row[2], uk: row[3] } : null;
}
