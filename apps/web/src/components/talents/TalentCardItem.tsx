import { useImageSource } from '@/components/media/ImageTemplates';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import type { CardTalent } from '@/lib/talents/card';
import { talentSlug } from '@/lib/talents/slug';
import styles from './TalentGrid.module.css';

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

/** The cover at the grid's sizes (components/media/templates.ts: CARD_SIZES), as next/image
 * draws it, without its browser code. */
function Cover({ src, eager }: { src: string; eager: boolean }) {
  const image = useImageSource('card', src);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup (ImageTemplates.tsx)
  return <img {...image} alt="" loading={eager ? 'eager' : 'lazy'} fetchPriority={eager ? 'high' : 'auto'} decoding="async" className={styles.cover} />;
}

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
            <Cover src={talent.cover} eager={eager} />
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
