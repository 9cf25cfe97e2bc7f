'use client';

import { useEffect, useState } from 'react';
import { useLocale } from '@/i18n/navigation';
import type { SelectionTalent } from '@/lib/favourites/selection';

export type SelectionData = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; talents: SelectionTalent[] };

/** The public data of a list of talents (GET /api/favourites, one cached answer per list and
 * language), in the order of `ids`. */
export function useSelectionTalents(ids: readonly number[]): SelectionData {
  const locale = useLocale();
  const key = ids.join(',');
  const [data, setData] = useState<{ key: string; data: SelectionData }>({ key: '', data: { state: 'loading' } });

  useEffect(() => {
    if (key === '') return;
    let live = true;
    fetch(`/api/favourites?ids=${key}&lang=${locale}`)
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        const talents = (await response.json()) as SelectionTalent[];
        if (!Array.isArray(talents)) throw new Error('not a list');
        if (live) setData({ key: `${locale}:${key}`, data: { state: 'ready', talents } });
      })
      .catch(() => live && setData({ key: `${locale}:${key}`, data: { state: 'failed' } }));
    return () => {
      live = false;
    };
  }, [key, locale]);

  if (key === '') return { state: 'ready', talents: [] };
  return data.key === `${locale}:${key}` ? data.data : { state: 'loading' };
}
