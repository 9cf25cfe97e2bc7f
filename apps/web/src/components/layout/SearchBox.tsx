'use client';

import { useId, type FormEvent } from 'react';
import { SearchIcon } from './icons';
import styles from './NameSearch.module.css';

export interface SearchBoxLabels {
  label: string;
  /** The form's name as a search landmark, where the page has another (the search page's own
   * box beside the header's); the box's label otherwise. */
  landmark?: string;
  placeholder: string;
  submit: string;
}

/**
 * The name box of the frame (header and menu) and of the search page (SPEC §2.4, §2.13): a GET form
 * (`q`) to `action` that works without JavaScript, a visually hidden label, the search icon as
 * its submit button. Controlled: what typing and submitting do is the caller's.
 */
export function SearchBox({
  labels,
  variant,
  action,
  value,
  onChange,
  onSubmit,
  onFocus,
}: {
  labels: SearchBoxLabels;
  variant: 'frame' | 'page';
  action: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onFocus?: () => void;
}) {
  const id = useId();
  return (
    <form role="search" aria-label={labels.landmark ?? labels.label} action={action} method="get" onSubmit={onSubmit} className={`${styles.form} ${styles[variant]}`}>
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onFocus={onFocus}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={variant === 'page' ? 20 : 18} />
        <span className="visually-hidden">{labels.submit}</span>
      </button>
    </form>
  );
}
