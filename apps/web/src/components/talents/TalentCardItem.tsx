import Image from 'next/image';
import { memo } from 'react';
import { FavouriteButton } from '@/components/favourites/FavouriteButton';
import { Link } from '@/i18n/navigation';
import { stripLocale, talentPath } from '@/i18n/paths';
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
 * nothing shifts) or a placeholder with the initials, then the name; the favourite heart in the
 * top-right corner (a sibling of the link: a button cannot sit inside a link). Memoised: a new
 * filter re-renders only the cards that are new to the list.
 */
export const TalentCardItem = memo(function TalentCardItem({
  talent,
  locale,
  eager,
}: {
  talent: CardTalent;
  locale: AppLocale;
  eager: boolean;
}) {
  const [first, rest] = splitName(talent.name);
  const href = stripLocale(talentPath(locale, talent.id, talentSlug(talent.name))).path;
  return (
    <li className={styles.card}>
      <Link href={href} prefetch={false} className={styles.link}>
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
      <FavouriteButton id={talent.id} name={talent.name} cover={talent.cover ?? undefined} className={styles.corner} />
    </li>
  );
});
