'use client';

import { Suspense, useEffect, type MouseEvent } from 'react';
import { useParams, useSearchParams } from 'next/navigation';
import { startTopLoader } from './TopLoader';
import { isPlainClick, Link, usePathname, useRouter, type Href } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { useHydrated } from '@/lib/browser/hydrated';
import styles from './LocaleSwitch.module.css';

/** Milliseconds before a locale change is applied (SPEC §4, §9); the page dims meanwhile. */
export const LOCALE_SWITCH_DELAY_MS = 200;

/** A switch is under way (this module outlives the locale's layout, which is made anew). */
let switching = false;

export interface LocaleSwitchLabels {
  label: string;
  names: Record<AppLocale, string>;
}

type Query = Record<string, string | string[]>;

const toQuery = (params: URLSearchParams | null): Query => {
  const query: Query = {};
  for (const [name, value] of params ?? []) {
    // Next.js's own cache-busting parameter of its flight requests, never the visitor's: a page
    // first rendered for a prefetch can carry it in its canonical URL.
    if (name === '_rsc') continue;
    const existing = query[name];
    query[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  return query;
};

/**
 * pt ⇄ en on the same page, with the same query (SPEC §4). A real link (works without
 * JavaScript); with JavaScript the change is applied after 200 ms while the page dims.
 */
export function LocaleSwitch(props: { locale: AppLocale; labels: LocaleSwitchLabels }) {
  return (
    <Suspense fallback={<Switch {...props} query={{}} />}>
      <SwitchWithQuery {...props} />
    </Suspense>
  );
}

function SwitchWithQuery(props: { locale: AppLocale; labels: LocaleSwitchLabels }) {
  const params = useSearchParams();
  // The page is the same for every visitor: the query is this visitor's own, read once hydrated.
  // In the server's render it would be that of whoever's request filled the cache (a shared
  // selection's sender's name, a search), written into every visitor's link.
  const hydrated = useHydrated();
  return <Switch {...props} query={hydrated ? toQuery(params) : {}} />;
}

function Switch({
  locale,
  labels,
  query,
}: {
  locale: AppLocale;
  labels: LocaleSwitchLabels;
  query: Query;
}) {
  // The page (its internal path and params) and the query: the same page in the other locale,
  // with that locale's word for it (model/modelo…), built by the routing table.
  const pathname = usePathname();
  const { lang: _lang, ...params } = useParams<Record<string, string | string[]>>() ?? {};
  // An address no page has (the catch-all 404, one cached page for every unsupported language):
  // the other language's home, the same for everyone, not this address in it.
  const href = (
    'rest' in params ? '/' : { pathname, params, ...(Object.keys(query).length > 0 ? { query } : {}) }
  ) as Href;
  const router = useRouter();

  useEffect(() => {
    delete document.documentElement.dataset.localeSwitching;
    if (!switching) return;
    switching = false;
    // The page in the other language is a new page: the focus goes to its content, as after any
    // other link (NewPageStart, which the new locale's layout mounts afresh and so does not see).
    document.getElementById('content')?.focus({ preventScroll: true });
  }, [locale]);

  return (
    <ul className={styles.list} aria-label={labels.label}>
      {routing.locales.map((target) => {
        const name = labels.names[target];
        const short = target.toUpperCase();
        if (target === locale) {
          return (
            <li key={target}>
              <span className={styles.current} aria-current="true" lang={target}>
                {short}
                <span className="visually-hidden"> · {name}</span>
              </span>
            </li>
          );
        }
        const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          document.documentElement.dataset.localeSwitching = '';
          switching = true;
          startTopLoader();
          window.setTimeout(() => router.push(href, { locale: target }), LOCALE_SWITCH_DELAY_MS);
        };
        return (
          <li key={target}>
            <Link href={href} locale={target} lang={target} className={styles.link} onClick={onClick}>
              {short}
              <span className="visually-hidden"> · {name}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
