'use client';

import { useId, useState, type FormEvent } from 'react';
import { useLocale } from 'next-intl';
import { startTopLoader } from './TopLoader';
import { nameSearchHref, useRouter } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { nameSearchAction } from '@/i18n/table';
import { SearchIcon } from './icons';
import styles from './NameSearch.module.css';

export interface NameSearchLabels {
  label: string;
  placeholder: string;
  submit: string;
}

/**
 * The name-search box (SPEC §2.4): navigates to /{lang}/modelos/{text}; an empty text does
 * nothing. Without JavaScript the form goes to /{lang}/modelos?q=, which the proxy forwards.
 */
export function NameSearch({
  labels,
  variant = 'header',
  onNavigate,
}: {
  labels: NameSearchLabels;
  variant?: 'header' | 'menu' | 'page';
  onNavigate?: () => void;
}) {
  const locale = useLocale() as AppLocale;
  const router = useRouter();
  const id = useId();
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = nameSearchHref(text);
    if (!path) return;
    startTopLoader();
    onNavigate?.();
    router.push(path);
  }

  return (
    <form role="search" action={nameSearchAction(locale)} method="get" onSubmit={submit} className={`${styles.form} ${styles[variant]}`}>
      <label htmlFor={id} className="visually-hidden">
        {labels.label}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={labels.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        className={styles.input}
      />
      <button type="submit" className={styles.submit}>
        <SearchIcon size={18} />
        <span className="visually-hidden">{labels.submit}</span>
      </button>
    </form>
  );
}
