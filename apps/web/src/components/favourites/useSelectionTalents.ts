'use client';

import { useEffect, useMemo, useState } from 'react';
import { useLocale } from '@/i18n/navigation';
import type { SelectionTalent } from '@/lib/favourites/selection';

export type SelectionData = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; talents: SelectionTalent[] };

/** The talents this tab has read, by locale and id (`null`: asked for, not on the site): a list
 * that loses or gains a talent keeps the data of the others at once, and asks only for the new. */
const known = new Map<string, SelectionTalent | null>();
const keyOf = (locale: string, id: number) => `${locale}:${id}`;

/** The public data of a list of talents (GET /api/favourites, one cached answer per list and
 * language), in the order of `ids`. */
export function useSelectionTalents(ids: readonly number[]): SelectionData {
  const locale = useLocale();
  const missing = ids.filter((id) => !known.has(keyOf(locale, id))).join(',');
  // What failed, for which missing ids; a new answer re-renders through `settled`.
  const [settled, setSettled] = useState<{ missing: string; failed: boolean } | null>(null);

  useEffect(() => {
    if (missing === '') return;
    let live = true;
    fetch(`/api/favourites?ids=${missing}&lang=${locale}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const talents = (await response.json()) as SelectionTalent[];
        if (!Array.isArray(talents)) throw new Error('not a list');
        for (const id of missing.split(',')) known.set(keyOf(locale, Number(id)), null);
        for (const talent of talents) known.set(keyOf(locale, talent.id), talent);
        if (live) setSettled({ missing, failed: false });
      })
      .catch(() => live && setSettled({ missing, failed: true }));
    return () => {
      live = false;
    };
  }, [missing, locale]);

  // The same object until the list, the language or what is known changes: the list's rows are
  // memoised on it.
  const list = ids.join(',');
  return useMemo<SelectionData>(() => {
    if (missing !== '') return settled?.missing === missing && settled.failed ? { state: 'failed' } : { state: 'loading' };
    return { state: 'ready', talents: list === '' ? [] : list.split(',').flatMap((id) => known.get(keyOf(locale, Number(id))) ?? []) };
  }, [list, locale, missing, settled]);
}
