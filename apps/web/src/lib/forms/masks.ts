/**
 * The input masks of the forms (SPEC §5; issue 9's CNPJ), as @react-input/mask options ('_' is
 * a digit), and the conversions between what the visitor types and what is sent. The browser
 * applies them with `<InputMask {...MASK}>`; the server checks the same shapes (patterns made
 * from the same masks) and formats with the same `format`. `@react-input/mask/utils` is the
 * library's pure half (no React), safe on either side.
 */
import { format, generatePattern } from '@react-input/mask/utils';

export interface Mask {
  mask: string;
  replacement: Record<string, RegExp>;
}

const digits = (mask: string): Mask => ({ mask, replacement: { _: /\d/ } });

/** Birthdate, day/month/year: SPEC's 99/99/9999. */
export const DATE_MASK = digits('__/__/____');
/** Phone: SPEC's +## (##) #####-####. */
export const PHONE_MASK = digits('+__ (__) _____-____');
/** Brazilian company tax id: 00.000.000/0000-00. */
export const CNPJ_MASK = digits('__.___.___/____-__');

/** Whether a text fills `mask` completely. */
export const fillsMask = (text: string, mask: Mask): boolean => new RegExp(generatePattern('full', mask)).test(text);

/** What `mask` makes of typed text (as the input would show it). */
export const applyMask = (text: string, mask: Mask): string => format(text, mask);

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** '12/04/2007' → {2007, 4, 12}; undefined when it is not a real calendar day. */
export function parseTypedDate(text: string): CalendarDate | undefined {
  const typed = text.trim();
  if (!fillsMask(typed, DATE_MASK)) return undefined;
  const [day, month, year] = typed.split('/').map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '12/04/2007' → '2007-04-12' (SPEC §7 sends YYYY-MM-DD); undefined when not a real day. */
export function typedDateToIso(text: string): string | undefined {
  const date = parseTypedDate(text);
  return date ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}` : undefined;
}

/** '2007-04-12' → '12/04/2007'. */
export function isoToTypedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
