/**
 * The hair and eye options of the filter panel (SPEC §9) and the SPEC §3 values each covers.
 * The options are Portuguese labels ('Loiro'); talents carry English values ('Ash Blonde'). Each
 * option has a short key, the same in both locales, used in the URL (`?hair=blonde`); its label
 * is in messages/{pt,en}/talents.json under `hair.<key>` / `eyes.<key>`. 'Todos' is no option
 * at all (no restriction). Values no option names (Hairless, Grey eyes) show only under 'Todos'.
 * See docs/decisions/0016-board-filters.md.
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
} as const satisfies Record<string, readonly string[]>;

export const EYE_OPTIONS = {
  black: ['Black'],
  blue: ['Blue', 'Light Blue', 'Blue Grey', 'Blue Green'],
  brown: ['Brown', 'Dark Brown', 'Light Brown', 'Brown Coffee'],
  green: ['Green', 'Green Brown', 'Green Grey', 'Green Olive'],
  honey: ['Honey', 'Hazel', 'Amber'],
} as const satisfies Record<string, readonly string[]>;

export type HairKey = keyof typeof HAIR_OPTIONS;
export type EyeKey = keyof typeof EYE_OPTIONS;

/** Option keys in the order of SPEC §9. */
export const HAIR_KEYS = Object.keys(HAIR_OPTIONS) as HairKey[];
export const EYE_KEYS = Object.keys(EYE_OPTIONS) as EyeKey[];

export const isHairKey = (value: string): value is HairKey => Object.hasOwn(HAIR_OPTIONS, value);
export const isEyeKey = (value: string): value is EyeKey => Object.hasOwn(EYE_OPTIONS, value);

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
