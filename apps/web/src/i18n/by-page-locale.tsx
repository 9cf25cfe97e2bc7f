'use client';
import type { ReactNode } from 'react';
import { useParams } from 'next/navigation';
import { isAppLocale, routing, type AppLocale } from './routing';

/**
 * Shows what is given for the locale of the page's address (its `[lang]` segment). For the parts
 * of a page that Next renders without params — the not-found files — and that therefore cannot
 * know their locale on the server: they render their text once per locale, each with an explicit
 * locale, and this picks one (in the server's HTML as in the browser). Pages are cached
 * (docs/decisions/0014-caching-model.md), so the server may not read the request for it.
 */
export function ByPageLocale(props: Record<AppLocale, ReactNode>) {
  const { lang } = useParams<{ lang?: string }>();
  return props[isAppLocale(lang) ? lang : routing.defaultLocale];
}
