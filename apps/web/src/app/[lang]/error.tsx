'use client';

import { ErrorView } from '@/components/errors/ErrorView';

/** Error boundary of every page under a locale: the header and footer stay (SPEC §8). */
export default function LocaleError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} />;
}
