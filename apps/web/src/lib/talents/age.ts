/** Milliseconds in the 365.25-day year of SPEC §5. */
export const YEAR_MS = 365.25 * 24 * 60 * 60 * 1000;

/** Milliseconds since the epoch of a 'YYYY-MM-DD' birthdate (UTC), or null when it is not one. */
export function birthTime(birthdate: string | null | undefined): number | null {
  if (!birthdate) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthdate.trim());
  if (!match) return null;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(time) ? null : time;
}

/** Whole years between a birth time and `now`, with 365.25-day years (SPEC §5). */
export function ageAt(birth: number | null, now: number): number | null {
  if (birth === null || birth > now) return null;
  return Math.floor((now - birth) / YEAR_MS);
}

export const ageOf = (birthdate: string | null | undefined, now: number): number | null => ageAt(birthTime(birthdate), now);
