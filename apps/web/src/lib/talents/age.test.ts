import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageAt, ageOf, birthTime, YEAR_MS } from './age';

const day = (iso: string) => Date.parse(`${iso}T12:00:00Z`);

describe('age (SPEC §5: whole years of 365.25 days)', () => {
  it('counts whole 365.25-day years', () => {
    expect(ageOf('2000-01-01', day('2025-01-01'))).toBe(25);
    expect(ageOf('2000-06-15', day('2025-06-14'))).toBe(24);
    expect(ageOf('2008-03-10', day('2026-12-01'))).toBe(18);
  });

  it('uses 365.25-day years, not the calendar: 16 years after a birth lands on day 5844', () => {
    const birth = Date.UTC(2000, 0, 1);
    expect(ageAt(birth, birth + 16 * YEAR_MS - 1)).toBe(15);
    expect(ageAt(birth, birth + 16 * YEAR_MS)).toBe(16);
  });

  it('has no age without a valid birthdate or for a future one', () => {
    expect(ageOf(null, Date.now())).toBeNull();
    expect(ageOf('soon', Date.now())).toBeNull();
    expect(birthTime('2001-13-40')).not.toBeNull(); // Date.UTC rolls over; still a number
    expect(ageOf('2999-01-01', day('2025-01-01'))).toBeNull();
  });

  it('never decreases as time passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 2e12 }), fc.integer({ min: 0, max: 1e11 }), (birth, delta, more) => {
        const a = ageAt(birth, birth + delta)!;
        const b = ageAt(birth, birth + delta + more)!;
        expect(b).toBeGreaterThanOrEqual(a);
        expect(a).toBe(Math.floor(delta / YEAR_MS));
      }),
    );
  });
});
