/**
 * Post dates (SPEC §2.12: "date in pt-BR long format"): '3 de março de 2026' in pt and
 * 'March 3, 2026' in en, in the agency's time zone.
 */
export const AGENCY_TIME_ZONE = 'America/Sao_Paulo';

const INTL_LOCALE: Record<string, string> = { pt: 'pt-BR', en: 'en-US' };

/** A calendar date: year, month (1–12) and day. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The calendar day a panel timestamp falls on. A date or a date-time without a zone
 * ('2026-03-03', '2026-03-03 10:00:00') is already the agency's local time and is taken as
 * written; an instant with a zone ('…Z', '…-03:00') is seen from the agency's time zone.
 * null when the text is not a date.
 */
export function postCalendarDate(value: string, timeZone = AGENCY_TIME_ZONE): CalendarDate | null {
  const text = value.trim();
  const naive = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text);
  if (naive) {
    const [year, month, day] = [Number(naive[1]), Number(naive[2]), Number(naive[3])];
    const check = new Date(Date.UTC(year, month - 1, day));
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
    return { year, month, day };
  }
  const instant = new Date(text);
  if (Number.isNaN(instant.getTime())) return null;
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(instant)
    .reduce<Record<string, number>>((acc, part) => {
      if (part.type !== 'literal') acc[part.type] = Number(part.value);
      return acc;
    }, {});
  return { year: parts.year!, month: parts.month!, day: parts.day! };
}

/** The ISO date of a calendar date, for <time dateTime>. */
export const isoDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** '3 de março de 2026' (pt) / 'March 3, 2026' (en); '' when the text is not a date. */
export function formatPostDate(value: string, locale: string): string {
  const date = postCalendarDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(INTL_LOCALE[locale] ?? locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(date.year, date.month - 1, date.day)));
}
