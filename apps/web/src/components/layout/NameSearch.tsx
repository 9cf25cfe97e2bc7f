'use client';

import { useState, type FormEvent } from 'react';
import { startTopLoader } from './TopLoader';
import { nameSearchHref, useLocale, useRouter } from '@/i18n/navigation';
import { nameSearchAction } from '@/i18n/table';
import { SearchBox, type SearchBoxLabels } from './SearchBox';

export type NameSearchLabels = SearchBoxLabels;

/**
 * The frame's name box (SPEC §2.4: in the toggle menu below 991 px, in the header's bar from
 * 991 px): navigates to /{lang}/modelos/{text}; an empty text does nothing. Without JavaScript
 * the form goes to /{lang}/modelos?q=, which the proxy forwards. The search page's box is the
 * same SearchBox (components/talents/SearchBoard).
 */
export function NameSearch({ labels }: { labels: NameSearchLabels }) {
  const locale = useLocale();
  const router = useRouter();
  const [text, setText] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const path = nameSearchHref(text);
    if (!path) return;
    startTopLoader();
    router.push(path);
    // From the toggle menu, as a link followed from it: the menu closes, also when the results
    // asked for are the ones already shown (the same address, which no navigation follows).
    event.currentTarget.closest<HTMLElement>('[popover]')?.hidePopover();
  }

  return (
    <SearchBox labels={labels} variant="frame" action={nameSearchAction(locale)} value={text} onChange={setText} onSubmit={submit} />
  );
}
