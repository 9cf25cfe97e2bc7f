import { Suspense, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import type { AppLocale } from '@/i18n/routing';
import { NotFoundView } from './NotFoundView';

function NotFoundSignal(): never {
  notFound();
}

/**
 * A page's 404 (SPEC §2.3, §8) with its content in the server's HTML. `notFound()` thrown by a
 * page itself reaches Next 16.4's error shell (`<html id="__next_error__">`: no `lang`, an empty
 * body that only the browser's scripts fill). Thrown inside a Suspense boundary instead, the
 * cached render keeps the locale layout (`<html lang>`, header, footer) with `fallback` — the
 * not-found view — in place, Next still answers 404, and in the browser the boundary's client
 * render reaches the segment's not-found file, which shows the same view.
 *
 * The page knows its locale, so the view is rendered in that one alone (the not-found file, which
 * has no params, carries both and a client part to pick one).
 *
 *   if (!profile) return <NotFoundPage locale={lang} />;
 */
export function NotFoundPage({ locale, fallback = <NotFoundView locale={locale} /> }: { locale: AppLocale; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <NotFoundSignal />
    </Suspense>
  );
}
