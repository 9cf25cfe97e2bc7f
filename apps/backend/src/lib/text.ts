/** Lower case without accents: the key talents are sorted and searched by. */
export const nameKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .trim();

/** Escapes %, _ and \ for a LIKE pattern written with ESCAPE '\'. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ASCII slug: 'Ágatha Conceição' → 'agatha-conceicao'. */
export const slugify = (text: string): string =>
  nameKey(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Whole years between a YYYY-MM-DD birthdate and now, with 365.25-day years (SPEC §5). */
export function ageOf(birthdate: string | null, now = Date.now()): number | null {
  if (!birthdate) return null;
  const born = Date.parse(`${birthdate}T00:00:00Z`);
  if (Number.isNaN(born)) return null;
  return Math.floor((now - born) / (365.25 * 24 * 3600 * 1000));
}
