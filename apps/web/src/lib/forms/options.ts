/**
 * Option lists of the application form (SPEC §9): each value pairs metric and imperial
 * ('175/5'9' for a height, '84/33' cm/inches for bust, waist and hips), jeans and shoes are
 * Brazilian sizes in halves, hair (25) and eyes (17) are stored in English and labelled in the
 * visitor's language. Pure data: shared by the browser (the selects) and the server (the check).
 */
import { EYE_VALUES, GENDERS, HAIR_VALUES } from '@vitrine/contracts/constants';
import type { AppLocale } from '../../i18n/routing';

export interface Option {
  value: string;
  label: string;
}

const range = (from: number, to: number, step = 1): number[] => {
  const out: number[] = [];
  for (let i = 0; from + i * step <= to + 1e-9; i++) out.push(Math.round((from + i * step) * 10) / 10);
  return out;
};

/** 175 → "175/5'9" (feet and inches, as the talent data writes heights). */
export const heightValue = (cm: number): string => {
  const inches = Math.round(cm / 2.54);
  return `${cm}/${Math.floor(inches / 12)}'${inches % 12}`;
};
/** 84 → '84/33' (cm/inches). */
export const measureValue = (cm: number): string => `${cm}/${Math.round(cm / 2.54)}`;

const sizeText = (n: number, locale: AppLocale) => (locale === 'pt' ? String(n).replace('.', ',') : String(n));

export const HEIGHTS = range(30, 200).map(heightValue);
export const BUSTS = range(65, 200).map(measureValue);
export const WAISTS = range(20, 200).map(measureValue);
export const HIPS = range(20, 200).map(measureValue);
export const JEANS = range(34, 60, 0.5).map(String);
export const SHOES = range(1, 60, 0.5).map((n) => `${n} BR`);

/** Labels of hair and eye colours (SPEC §3 values) in Portuguese, one per value wherever a colour
 * is shown (the form's options, the gallery, the cards and PDFs); English labels are the values. */
export const COLOUR_LABELS_PT: Record<string, string> = {
  Amber: 'Âmbar',
  Black: 'Preto',
  Blue: 'Azul',
  'Blue Green': 'Verde-azulado',
  'Blue Grey': 'Azul-acinzentado',
  Brown: 'Castanho',
  'Brown Coffee': 'Castanho café',
  Green: 'Verde',
  'Green Brown': 'Verde-castanho',
  'Green Grey': 'Verde-acinzentado',
  'Green Olive': 'Verde-oliva',
  Grey: 'Cinza',
  Hazel: 'Avelã',
  Honey: 'Mel',
  'Light Blue': 'Azul-claro',
  'Light Brown': 'Castanho claro',
  'Dark Brown': 'Castanho escuro',
  Hairless: 'Sem cabelo',
  'Ash Blonde': 'Loiro acinzentado',
  Auburn: 'Ruivo acastanhado',
  Cendre: 'Loiro cendré',
  Chestnut: 'Castanho avermelhado',
  Blonde: 'Loiro',
  Dark: 'Escuro',
  'Dark Black': 'Preto intenso',
  'Dark Blonde': 'Loiro escuro',
  'Grey Black': 'Preto grisalho',
  'Light Blonde': 'Loiro claro',
  'Medium Blonde': 'Loiro médio',
  'Platinum Blonde': 'Loiro platinado',
  Red: 'Ruivo',
  'Red Blonde': 'Loiro avermelhado',
  'Red Brown': 'Castanho ruivo',
  'Salt and Pepper': 'Grisalho',
  'Strawberry Blonde': 'Loiro morango',
};

/** Hair colours in English (the value, as the back end stores them), 25 entries. */
export const HAIRS: readonly string[] = HAIR_VALUES;
/** Eye colours in English, 17 entries. */
export const EYES: readonly string[] = EYE_VALUES;
export const GENDER_VALUES: readonly string[] = GENDERS;

export const colourLabel = (value: string, locale: AppLocale): string =>
  locale === 'pt' ? (COLOUR_LABELS_PT[value] ?? value) : value;

/** The select fields of the form and the values each accepts (the server checks the same). */
export const SELECT_VALUES = {
  gender: GENDER_VALUES,
  height: HEIGHTS,
  bust: BUSTS,
  waist: WAISTS,
  hips: HIPS,
  jeans: JEANS,
  shoes: SHOES,
  hair: HAIRS,
  eyes: EYES,
} as const;
export type SelectField = keyof typeof SELECT_VALUES;

/** The options of a select, labelled for `locale` (gender labels come from the messages). */
export function optionsFor(field: Exclude<SelectField, 'gender'>, locale: AppLocale): Option[] {
  const values = SELECT_VALUES[field];
  switch (field) {
    case 'hair':
    case 'eyes':
      return values.map((value) => ({ value, label: colourLabel(value, locale) }));
    case 'jeans':
      return values.map((value) => ({ value, label: sizeText(Number(value), locale) }));
    case 'shoes':
      return values.map((value) => ({ value, label: `${sizeText(Number(value.split(' ')[0]), locale)} BR` }));
    case 'height':
      return values.map((value) => {
        const [cm, imperial] = value.split('/');
        return { value, label: `${(Number(cm) / 100).toFixed(2).replace('.', locale === 'pt' ? ',' : '.')} m · ${imperial}` };
      });
    default:
      return values.map((value) => {
        const [cm, inches] = value.split('/');
        return { value, label: `${cm} cm · ${inches} in` };
      });
  }
}
