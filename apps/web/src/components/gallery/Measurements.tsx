import type { Locale, TalentProfile } from '@vitrine/contracts';
import { measurementRows } from '@/lib/talents/format';
import { galleryTranslator } from '@/lib/gallery/measurements';
import { UnitSwitch } from './UnitSwitch';
import styles from './Gallery.module.css';

/** The measurement list (SPEC §2.7): both units in the HTML, the visitor's one shown by CSS. */
export async function Measurements({ profile, locale }: { profile: TalentProfile; locale: Locale }) {
  const { t, label, translate } = await galleryTranslator(locale);
  const rows = measurementRows(profile, locale);
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="measurements-heading" className={styles.measurements}>
      <div className={styles.measurementsHead}>
        <h2 id="measurements-heading" className={styles.sectionHeading}>
          {t('measurements')}
        </h2>
        <UnitSwitch />
      </div>
      <dl className={styles.list}>
        {rows.map((row) => (
          <div key={row.key} className={styles.row} data-measurement={row.key}>
            <dt>{label(row.key)}</dt>
            <dd>
              {row.kind === 'dual' ? (
                <>
                  <span data-unit-value="metric">{row.value.metric}</span>
                  <span data-unit-value="imperial">{row.value.imperial}</span>
                </>
              ) : row.kind === 'colour' ? (
                translate.colour(row.value)
              ) : row.kind === 'age' ? (
                translate.age(row.value)
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
