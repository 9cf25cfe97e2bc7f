/**
 * The input masks of the forms (SPEC §5; the order's CNPJ), as imask patterns ('0' is a digit),
 * and the conversions between what the visitor types and what is sent. The browser applies them
 * with react-imask's `<IMaskInput mask={…}>`; the server checks the same shapes (`fillsMask`)
 * and formats with the same masks (`applyMask`): imask's core needs no DOM.
 */
import IMask from 'imask';

/** Birthdate, day/month/year: SPEC's 99/99/9999. */
export const DATE_MASK = '00/00/0000';
/** Phone: SPEC's +## (##) #####-####. */
export const PHONE_MASK = '+00 (00) 00000-0000';
/** Brazilian company tax id: 00.000.000/0000-00. */
export const CNPJ_MASK = '00.000.000/0000-00';

/** What `mask` makes of typed text (as the input would show it). */
export const applyMask = (text: string, mask: string): string => IMask.pipe(text, { mask });

/** Whether a text is exactly a completely filled `mask` (nothing left out, nothing extra). */
export function fillsMask(text: string, mask: string): boolean {
  const masked = IMask.createMask({ mask });
  masked.resolve(text);
  return masked.isComplete && masked.value === text;
}

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
