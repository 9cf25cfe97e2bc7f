import Image from 'next/image';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { CardTalent } from '@/lib/talents/card';
import { talentSlug } from '@/lib/talents/slug';
import styles from './TalentGrid.module.css';

/** The cover's width in the grid: half the screen on phones, a third on tablets, a quarter of
 * the board column (about 300 px) on desktops. */
export const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

/** First name and the rest (SPEC §2.6: the first name in bold, the rest lighter). */
export function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

const initials = (name: string) =>
  name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');

/**
 * One card: the portrait cover (responsive, AVIF/WebP through next/image, a fixed 2:3 frame so
 * nothing shifts) or a placeholder with the initials, then the name. The top-right corner is
 * left free for the favourite heart.
 */
export function TalentCardItem({ talent, locale, eager }: { talent: CardTalent; locale: AppLocale; eager: boolean }) {
  const [first, rest] = splitName(talent.name);
  return (
    <li className={styles.card}>
      <Link href={{ pathname: '/modelo/[id]/[name]', params: { id: talent.id, name: talentSlug(talent.name) } }} locale={locale} className={styles.link}>
        <span className={styles.frame}>
          {talent.cover ? (
            <Image
              src={talent.cover}
              alt=""
              fill
              sizes={CARD_SIZES}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : 'auto'}
              className={styles.cover}
            />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              {initials(talent.name)}
            </span>
          )}
        </span>
        <span className={styles.name}>
          <strong className={styles.first}>{first}</strong>
          {rest && <span className={styles.rest}> {rest}</span>}
        </span>
      </Link>
    </li>
  );
}
