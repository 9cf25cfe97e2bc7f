import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { TalentSummary } from '@/lib/backends/integration';
import { talentSlug } from '@/lib/talents/slug';
import styles from './TalentNameList.module.css';

/**
 * Talents as names linking to their galleries: the interim listing of the talent pages until the
 * card grid with filters and the letter bar lands (SPEC §2.6). First name bold, the rest lighter.
 */
export async function TalentNameList({ talents, locale }: { talents: TalentSummary[]; locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'talents' });
  if (talents.length === 0) return <p className={styles.empty}>{t('empty')}</p>;
  return (
    <>
      <p className={styles.count}>{t('count', { count: talents.length })}</p>
      <ul className={styles.list}>
        {talents.map((talent) => {
          const [first, ...rest] = talent.name.trim().split(/\s+/);
          return (
            <li key={talent.id}>
              <Link href={{ pathname: '/modelo/[id]/[name]', params: { id: talent.id, name: talentSlug(talent.name) } }} className={styles.link}>
                <strong>{first}</strong>
                {rest.length > 0 && <span className={styles.rest}> {rest.join(' ')}</span>}
              </Link>
            </li>
          );
        })}
      </ul>
    </>
  );
}
