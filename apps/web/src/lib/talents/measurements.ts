/** The talent measurements a board filters on (SPEC §3 formats). */
export const MEASURES = ['height', 'bust', 'waist', 'hips', 'shoes', 'jeans'] as const;
export type Measure = (typeof MEASURES)[number];

/**
 * The number a filter compares (SPEC §5): the part before '/' for height, bust, waist and hips
 * ('175/5\'9' → 175), before 'x' for jeans ('26x32' → 26), before the space for shoes
 * ('38 BR' → 38). One rule covers the three: the leading number, up to the first '/', 'x' or
 * white space. A decimal comma counts as a point ('37,5 BR' → 37.5). Anything else is null.
 */
export function parseMeasurement(text: string | null | undefined): number | null {
  if (text == null) return null;
  const head = text.trim().split(/[/xX\s]/, 1)[0] ?? '';
  if (!/^\d+(?:[.,]\d+)?$/.test(head)) return null;
  const value = Number(head.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/**
 * A 'metric/imperial' measurement as the gallery shows it ('175/5\'9', '86/34'): the number a
 * filter compares (parseMeasurement, so boards and gallery read a value alike; null unless
 * positive) and the text after the first '/' (the agency's own imperial figure), or null.
 */
export function splitMeasurement(text: string | null | undefined): { value: number | null; secondary: string | null } {
  const value = parseMeasurement(text);
  const slash = text?.indexOf('/') ?? -1;
  return {
    value: value !== null && value > 0 ? value : null,
    secondary: slash === -1 ? null : text!.slice(slash + 1).trim() || null,
  };
}
