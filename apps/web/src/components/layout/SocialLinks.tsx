import type { SocialNetwork } from '@vitrine/contracts/constants';
import { SOCIAL_ICONS } from './icons';
import styles from './SocialLinks.module.css';

export interface SocialLink {
  network: SocialNetwork;
  url: string;
  label: string;
}

/** The configured social links (SPEC §2.4: only those the panel has). */
export function SocialLinks({
  links,
  variant = 'list',
  label,
}: {
  links: SocialLink[];
  variant?: 'list' | 'icons';
  label?: string;
}) {
  if (links.length === 0) return null;
  return (
    <ul className={`${styles.list} ${styles[variant]}`} aria-label={label}>
      {links.map(({ network, url, label: name }) => {
        const Icon = SOCIAL_ICONS[network];
        return (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.link}>
              <Icon size={variant === 'icons' ? 22 : 18} />
              <span className={variant === 'icons' ? 'visually-hidden' : undefined}>{name}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
