'use client';

import { useState, type FormEvent } from 'react';
import { startTopLoader } from './TopLoader';
import { nameSearchHref, useLocale, useRouter } from '@/i18n/navigation';
import { nameSearchAction } from '@/i18n/table';
import { SearchBox, type SearchBoxLabels } from './SearchBox';

export type NameSearchLabels = SearchBoxLabels;

/**
 * The header's and the menu's name box (SPEC §2.4): navigates to /{lang}/modelos/{text}; an
 * empty text does nothing. Without JavaScript the form goes to /{lang}/modelos?q=, which the
 * proxy forwards. The search page's box is the same SearchBox (components/talents/SearchBoard).
 */
export function NameSearch({
  labels,
  variant = 'header',
  onNavigate,
}: {
  labels: NameSearchLabels;
  variant?: 'header' | 'menu';
  onNavigate?: () => void;
}) {
  const locale = useLocale();
  const router = useRouter();
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
    <SearchBox labels={labels} variant={variant} action={nameSearchAction(locale)} value={text} onChange={setText} onSubmit={submit} />
  );
}
