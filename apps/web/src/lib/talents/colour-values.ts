import type { EyeKey, HairKey } from './colours';

/**
 * The SPEC §3 values each hair and eye option of the filter panel (colours.ts) covers. The options
 * are Portuguese labels ('Loiro'); talents carry English values ('Ash Blonde'). Values no option
 * names (Hairless, Grey eyes) show only under 'Todos'. Read where a talent's card is made (the
 * server), never in the browser, which only meets the option keys.
 */
export const HAIR_OPTIONS = {
  black: ['Black', 'Dark Black'],
  'light-brown': ['Light Brown', 'Chestnut', 'Honey'],
  'natural-red': ['Auburn', 'Red Brown', 'Strawberry Blonde', 'Red Blonde'],
  blonde: ['Blonde', 'Ash Blonde', 'Dark Blonde', 'Light Blonde', 'Medium Blonde', 'Cendre'],
  'dark-brown': ['Dark Brown', 'Brown', 'Brown Coffee', 'Dark'],
  'platinum-blonde': ['Platinum Blonde'],
  red: ['Red'],
  grey: ['Grey', 'Grey Black', 'Salt and Pepper'],
} as const satisfies Record<HairKey, readonly string[]>;

export const EYE_OPTIONS = {
  black: ['Black'],
  blue: ['Blue', 'Light Blue', 'Blue Grey', 'Blue Green'],
  brown: ['Brown', 'Dark Brown', 'Light Brown', 'Brown Coffee'],
  green: ['Green', 'Green Brown', 'Green Grey', 'Green Olive'],
  honey: ['Honey', 'Hazel', 'Amber'],
} as const satisfies Record<EyeKey, readonly string[]>;

const fold = (value: string) => value.trim().toLowerCase();
const lookup = <K extends string>(options: Record<K, readonly string[]>) => {
  const byValue = new Map<string, K>();
  for (const [key, values] of Object.entries(options) as [K, readonly string[]][]) {
    for (const value of values) byValue.set(fold(value), key);
  }
  return (value: string | null | undefined): K | null => (value ? (byValue.get(fold(value)) ?? null) : null);
};

/** The option a talent's hair or eye value falls under (exact value match, SPEC §5; case and
 * surrounding spaces aside), or null when no option names it. Computed once per talent. */
export const hairKeyOf = lookup<HairKey>(HAIR_OPTIONS);
export const eyeKeyOf = lookup<EyeKey>(EYE_OPTIONS);
