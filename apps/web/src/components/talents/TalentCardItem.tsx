import Image from 'next/image';
import { memo, useEffect, useState } from 'react';
import { FavouriteHeart, type HeartMessages } from '@/components/favourites/FavouriteHeart';
import { getPathname } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { CardTalent } from '@/lib/talents/card';
import { afterPaintLater } from './browser-timing';
import styles from './TalentGrid.module.css';

/** First name and the rest (SPEC §2.6: the first name in bold, the rest lighter). */
export function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

const ID_MARK = '__id__';
const NAME_MARK = '__name__';
/** The routing table's gallery address with marks for the id and the slug, made once per grid
 * (the table's getPathname compiles the route on every call: too slow for a card each). */
export const galleryPathFor = (locale: AppLocale): string =>
  getPathname({ href: { pathname: '/modelo/[id]/[name]', params: { id: ID_MARK, name: NAME_MARK } }, locale });

/** Set once the grid has hydrated (TalentGrid): a card mounted after that is one the browser
 * adds (a new list, the next step of the grid), not one the server rendered. */
let hydrated = false;
export const markHydrated = () => {
  hydrated = true;
};

/** The cover's width in the board grid: half the screen on phones, a third on tablets, a quarter
 * of the board column (about 300 px) on desktops. */
const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

/**
 * The cover at the grid's sizes, filling the card's 2:3 frame. A cover the browser adds gets its
 * image a frame after the card is painted: giving an image its srcset and src starts choosing and
 * loading it, which costs a few milliseconds per image at 4× CPU throttling, and would hold back
 * the first frame of a new list (docs/decisions/0016-board-filters.md). The image could not show
 * in that frame anyway, since it still has to load; the frame's placeholder colour shows meanwhile.
 */
function Cover({ src, eager }: { src: string; eager: boolean }) {
  const [ready, setReady] = useState(() => !hydrated);
  useEffect(() => {
    if (!ready) return afterPaintLater(() => setReady(true));
  }, [ready]);
  if (!ready) return null;
  return <Image src={src} alt="" fill sizes={CARD_SIZES} loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} className={styles.cover} />;
}

/**
 * One card: the portrait cover (responsive, AVIF/WebP through next/image, a
 * fixed 2:3 frame so nothing shifts) or a placeholder with the initials, then the name; the
 * favourite heart in the top-right corner (a sibling of the link: a button cannot sit inside a
 * link). The link is a plain anchor to the routing table's address; the grid gives it what the
 * site's Link does (client-side navigation, prefetch on intent) with one handler for every card
 * instead of a Link component each. Memoised: a new filter re-renders only the cards that are
 * new to the list.
 */
export const TalentCardItem = memo(function TalentCardItem({
  talent,
  galleryPath,
  eager,
  heart,
}: {
  talent: CardTalent;
  /** The gallery address with ID and NAME marks (galleryPathFor). */
  galleryPath: string;
  eager: boolean;
  heart: HeartMessages;
}) {
  const [first, rest] = splitName(talent.name);
  const href = galleryPath.replace(ID_MARK, String(talent.id)).replace(NAME_MARK, talent.slug);
  return (
    <li className={styles.card}>
      <a href={href} className={styles.link} data-card-link="">
        <span className={styles.frame}>
          {talent.cover ? (
            <Cover src={talent.cover} eager={eager} />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              {(first.charAt(0) + rest.charAt(0)).toUpperCase()}
            </span>
          )}
        </span>
        <span className={styles.name}>
          <strong className={styles.first}>{first}</strong>
          {rest && <span className={styles.rest}> {rest}</span>}
        </span>
      </a>
      <FavouriteHeart id={talent.id} name={talent.name} cover={talent.cover} className={styles.corner} messages={heart} />
    </li>
  );
});
