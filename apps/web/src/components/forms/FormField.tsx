import type { ReactNode } from 'react';
import styles from './Forms.module.css';

/** The attributes a field's control carries: its id, its error's description, required, length. */
export function controlAttributes(id: string, { error, required, maxLength }: { error?: string; required: boolean; maxLength: number }) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    'aria-required': required || undefined,
    maxLength,
    className: styles.input,
  } as const;
}

/** A labelled field of the e-casting forms: the label with "(obrigatório)" or "(opcional)" as the
 * other forms have it, the control, and its error in the visitor's language under it. */
export function FormField({
  id,
  label,
  required,
  flag,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  /** The word after the label, in the visitor's language: "obrigatório" or "opcional". A required
   * field's is not read out (its control says `aria-required`). */
  flag: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        <span className={styles.flag} aria-hidden={required || undefined}>
          {' '}
          ({flag})
        </span>
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
