'use client';

import { lazy, Suspense, useEffect } from 'react';
import { reloadForChunkError } from '@/components/errors/ChunkReload';

/** The error page's code is fetched when a page fails, so it is in no page's first load
 * (docs/decisions/0023-first-load-javascript.md). */
const ErrorView = lazy(() => import('@/components/errors/ErrorView').then((m) => ({ default: m.ErrorView })));

/** Error boundary of every page under a locale: the header and footer stay (SPEC §8). */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  // A chunk that failed to load (a new deploy): reload before fetching the view, which would fail
  // the same way.
  useEffect(() => {
    reloadForChunkError(error);
  }, [error]);
  return (
    <Suspense fallback={null}>
      <ErrorView error={error} retry={retry} />
    </Suspense>
  );
}
