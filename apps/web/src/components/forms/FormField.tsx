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

/** A labelled field of the e-casting forms: the label (with * or "(optional)"), the control, and
 * its error in the visitor's language under it. */
export function FormField({
  id,
  label,
  required,
  optional,
  error,
  children,
}: {
  id: string;
  label: string;
  required: boolean;
  /** The word "optional" in the visitor's language. */
  optional: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className={styles.flag}> ({optional})</span>}
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
