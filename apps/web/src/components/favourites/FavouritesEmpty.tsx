import { Link } from '@/i18n/navigation';
import styles from './FavouritesEmpty.module.css';

/** SPEC §2.14 / §8: 'There is no selected models' with 'Add models'. */
export function FavouritesEmpty({ heading, lead, empty, add }: { heading: string; lead: string; empty: string; add: string }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.lead}>{lead}</p>
      </header>
      <div className={styles.empty}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
          <path d="M24 40s-14-8.6-14-19a8 8 0 0 1 14-5.3A8 8 0 0 1 38 21c0 10.4-14 19-14 19z" />
        </svg>
        <p className={styles.message}>{empty}</p>
        <Link href="/talents" className={styles.add}>
          {add}
        </Link>
      </div>
    </div>
  );
}
