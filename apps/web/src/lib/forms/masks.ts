/**
 * The two input masks of the application form (SPEC §5), as imask patterns ('0' is a digit),
 * and the conversions between what the visitor types and what is sent. The browser applies the
 * masks with react-imask; the server checks the same shapes.
 */

/** Birthdate, day/month/year: SPEC's 99/99/9999. */
export const DATE_MASK = '00/00/0000';
/** Phone: SPEC's +## (##) #####-####. */
export const PHONE_MASK = '+00 (00) 00000-0000';

export const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
export const PHONE_PATTERN = /^\+\d{2} \(\d{2}\) \d{5}-\d{4}$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** '12/04/2007' → {2007, 4, 12}; undefined when it is not a real calendar day. */
export function parseTypedDate(text: string): CalendarDate | undefined {
  const match = DATE_PATTERN.exec(text.trim());
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
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
