import styles from './Wordmark.module.css';

/** The agency's name set in the display face: the logo of the header and footer. */
export function Wordmark({ name, size = 'md' }: { name: string; size?: 'md' | 'lg' | 'xl' }) {
  return <span className={`${styles.wordmark} ${styles[size]}`}>{name}</span>;
}
