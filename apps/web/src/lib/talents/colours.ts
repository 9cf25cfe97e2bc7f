/**
 * The hair and eye options of the filter panel (SPEC §9): a short key each, the same in both
 * locales, used in the URL (`?hair=blonde`); its label is in messages/{pt,en}/talents.json under
 * `hairOptions.<key>` / `eyeOptions.<key>`. 'Todos' is no option at all (no restriction). Which
 * SPEC §3 values each option covers is the server's business (colour-values.ts): the browser only
 * meets the keys. See docs/decisions/0016-board-filters.md.
 */

/** Option keys in the order of SPEC §9. */
export const HAIR_KEYS = ['black', 'light-brown', 'natural-red', 'blonde', 'dark-brown', 'platinum-blonde', 'red', 'grey'] as const;
export const EYE_KEYS = ['black', 'blue', 'brown', 'green', 'honey'] as const;

export type HairKey = (typeof HAIR_KEYS)[number];
export type EyeKey = (typeof EYE_KEYS)[number];

export const isHairKey = (value: string): value is HairKey => (HAIR_KEYS as readonly string[]).includes(value);
export const isEyeKey = (value: string): value is EyeKey => (EYE_KEYS as readonly string[]).includes(value);
