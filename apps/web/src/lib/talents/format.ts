import type { Gender, Locale } from '@vitrine/contracts';
import { splitMeasurement } from './measurements';
import { shoeSizes } from './shoes';

/** The measurement system a visitor reads (the unit switch). */
export type Unit = 'metric' | 'imperial';
export const UNITS = ['metric', 'imperial'] as const satisfies readonly Unit[];

/** A value in both systems; the page renders both and CSS shows the visitor's one. */
export interface DualValue {
  metric: string;
  imperial: string;
}

const CM_PER_INCH = 2.54;
const LB_PER_KG = 2.20462;

const number = (locale: Locale, value: number, digits = 0) =>
  new Intl.NumberFormat(locale === 'pt' ? 'pt-BR' : 'en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: Math.max(digits, 1),
  }).format(value);

/** 5'9" from 175 (cm). */
export function feetAndInches(cm: number): string {
  const inches = Math.round(cm / CM_PER_INCH);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

/** Height '175/5\'9' → metric "1,75 m / 5'9"" (pt) or "1.75 m / 5'9"" (en), imperial "5'9"". */
export function formatHeight(value: string | null | undefined, locale: Locale): DualValue | null {
  const { value: primary, secondary } = splitMeasurement(value);
  if (primary === null) return null;
  const imperial = secondary && /^\d+'\d+"?$/.test(secondary) ? secondary.replace(/"?$/, '"') : feetAndInches(primary);
  const metric = `${number(locale, primary / 100, 2)} m`;
  return { metric: `${metric} / ${imperial}`, imperial: `${imperial} / ${metric}` };
}

/** Bust, waist, hips '86/34' → "86 cm" and "34"". */
export function formatLength(value: string | null | undefined, locale: Locale): DualValue | null {
  const { value: primary, secondary } = splitMeasurement(value);
  if (primary === null) return null;
  const inches = secondary && /^\d+(?:[.,]\d+)?$/.test(secondary) ? Number(secondary.replace(',', '.')) : primary / CM_PER_INCH;
  return { metric: `${number(locale, primary)} cm`, imperial: `${number(locale, Math.round(inches))}"` };
}

/** Weight '54 kg' → "54 kg" and "119 lb". */
export function formatWeight(value: string | null | undefined, locale: Locale): DualValue | null {
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*(kg|lb|lbs)?\s*$/i.exec(value ?? '');
  if (!match) return value?.trim() ? { metric: value.trim(), imperial: value.trim() } : null;
  const amount = Number(match[1]!.replace(',', '.'));
  const kg = match[2]?.toLowerCase().startsWith('lb') ? amount / LB_PER_KG : amount;
  return { metric: `${number(locale, Math.round(kg))} kg`, imperial: `${number(locale, Math.round(kg * LB_PER_KG))} lb` };
}

/** Shoes '39 BR' → "39 BR · EU 41 · US 9.5 · UK 7" (same in both systems: sizes, not lengths). */
export function formatShoes(value: string | null | undefined, gender: Gender, locale: Locale): string | null {
  const br = splitMeasurement(value).value;
  if (br === null) return value?.trim() || null;
  const sizes = shoeSizes(br, gender);
  const text = `${number(locale, br)} BR`;
  if (!sizes) return text;
  return [text, `EU ${number(locale, sizes.eu)}`, `US ${number(locale, sizes.us)}`, `UK ${number(locale, sizes.uk)}`].join(' · ');
}

/** Brazil's letter sizes as the English site writes them (P is "pequeno", small; G "grande"). */
const SHIRT_LETTERS: Readonly<Record<string, string>> = { PP: 'XS', P: 'S', M: 'M', G: 'L', GG: 'XL', XG: 'XXL', EG: 'XXL' };

/** Shirt 'G' → "G" in Portuguese, "L (BR G)" in English; any other text as it is. */
export function formatShirt(value: string | null | undefined, locale: Locale): string | null {
  const size = value?.trim() ?? '';
  if (!size) return null;
  const letters = SHIRT_LETTERS[size.toUpperCase()];
  return locale === 'en' && letters ? `${letters} (BR ${size.toUpperCase()})` : size;
}

/** The keys of the measurement list, in the order the gallery shows them (SPEC §2.7). */
export const MEASUREMENT_KEYS = [
  'height', 'bust', 'chest', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes', 'age', 'shirt', 'suit', 'weight',
] as const;
export type MeasurementKey = (typeof MEASUREMENT_KEYS)[number];

export interface MeasuredProfile {
  gender: Gender;
  age: number | null;
  height: string | null;
  bust: string | null;
  waist: string | null;
  hips: string | null;
  jeans: string | null;
  shoes: string | null;
  hair: string | null;
  eyes: string | null;
  shirt: string | null;
  suit: string | null;
  weight: string | null;
}

export type MeasurementRow =
  | { key: MeasurementKey; kind: 'dual'; value: DualValue }
  | { key: MeasurementKey; kind: 'text'; value: string }
  | { key: 'hair' | 'eyes'; kind: 'colour'; value: string }
  | { key: 'age'; kind: 'age'; value: number };

/**
 * The rows of a profile's measurement list: Altura, Busto (women) or Tórax (otherwise),
 * Cintura, Quadril, Manequim, Calçado, Cabelo, Olhos, then age, shirt, suit and weight where
 * the profile has them. Labels and colour names are translated by the caller.
 */
export function measurementRows(profile: MeasuredProfile, locale: Locale): MeasurementRow[] {
  const rows: MeasurementRow[] = [];
  const dual = (key: MeasurementKey, value: DualValue | null) => value && rows.push({ key, kind: 'dual', value });
  const text = (key: MeasurementKey, value: string | null | undefined) =>
    value?.trim() && rows.push({ key, kind: 'text', value: value.trim() });
  dual('height', formatHeight(profile.height, locale));
  dual(profile.gender === 'woman' ? 'bust' : 'chest', formatLength(profile.bust, locale));
  dual('waist', formatLength(profile.waist, locale));
  dual('hips', formatLength(profile.hips, locale));
  text('jeans', profile.jeans);
  text('shoes', formatShoes(profile.shoes, profile.gender, locale));
  if (profile.hair?.trim()) rows.push({ key: 'hair', kind: 'colour', value: profile.hair.trim() });
  if (profile.eyes?.trim()) rows.push({ key: 'eyes', kind: 'colour', value: profile.eyes.trim() });
  if (profile.age !== null && profile.age > 0) rows.push({ key: 'age', kind: 'age', value: profile.age });
  text('shirt', formatShirt(profile.shirt, locale));
  text('suit', profile.suit);
  dual('weight', formatWeight(profile.weight, locale));
  return rows;
}

/** The text of a row in one unit (comp card, measurement card). */
export function rowText(row: MeasurementRow, unit: Unit, translate: { colour: (v: string) => string; age: (n: number) => string }): string {
  switch (row.kind) {
    case 'dual':
      return row.value[unit];
    case 'colour':
      return translate.colour(row.value);
    case 'age':
      return translate.age(row.value);
    default:
      return row.value;
  }
}
