import type { CalendarDate } from './masks';

/** Age of majority: an applicant younger than this needs a guardian's name and consent. */
export const ADULT_AGE = 18;

/**
 * Whole years of life on `today` (local calendar): the birthday counts from its own day on.
 * Not the talent filters' 365.25-day years (SPEC §5): the guardian rule is a legal age, which
 * begins on the 18th birthday exactly (365.25-day years would call some 18th birthdays 17).
 */
export function ageOn(birth: CalendarDate, today: Date): number {
  const year = today.getFullYear();
  const month = today.getMonth() + 1;
  const day = today.getDate();
  let age = year - birth.year;
  if (month < birth.month || (month === birth.month && day < birth.day)) age -= 1;
  return age;
}

export const isMinor = (birth: CalendarDate, today: Date): boolean => ageOn(birth, today) < ADULT_AGE;
