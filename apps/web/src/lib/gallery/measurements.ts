import 'server-only';
import type { Locale, TalentProfile } from '@vitrine/contracts';
import { getTranslations } from 'next-intl/server';
import { colourLabel } from '../forms/options';
import { measurementRows, rowText, type MeasurementKey, type MeasurementRow, type Unit } from '../talents/format';

export interface MeasurementLine {
  key: MeasurementKey;
  label: string;
  value: string;
}

/** The translator of the gallery namespace, for labels, colours (the application form's one
 * name for each, lib/forms/options.ts) and ages. */
export async function galleryTranslator(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'gallery' });
  const colour = (value: string) => colourLabel(value, locale);
  return {
    t,
    label: (key: MeasurementKey) => t(`labels.${key}`),
    translate: { colour, age: (age: number) => t('age', { age }) },
  };
}

/** The measurement lines of a profile in one unit and language (cards, comp card). */
export async function measurementLines(
  profile: TalentProfile,
  locale: Locale,
  unit: Unit,
  keep: (row: MeasurementRow) => boolean = () => true,
): Promise<MeasurementLine[]> {
  const { label, translate } = await galleryTranslator(locale);
  return measurementRows(profile, locale)
    .filter(keep)
    .map((row) => ({ key: row.key, label: label(row.key), value: rowText(row, unit, translate) }));
}

const SUMMARY_KEYS: readonly MeasurementKey[] = ['height', 'bust', 'chest', 'waist', 'hips', 'hair', 'eyes'];

/** What a gallery's description says (search results, share cards): the name and the main
 * measurements, in the page's language and metric units. */
export async function gallerySummary(profile: TalentProfile, locale: Locale): Promise<string> {
  const lines = await measurementLines(profile, locale, 'metric', (row) => SUMMARY_KEYS.includes(row.key));
  return [profile.name, ...lines.map((line) => `${line.label}: ${line.value}`)].join(' · ');
}
