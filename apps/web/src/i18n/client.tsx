'use client';

import { useParams, usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { forwardRef, useMemo, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { getPathname, type Href } from './href';
import { isAppLocale, type AppLocale } from './routing';
import { DEFAULT_LOCALE, internalPathOf } from './table';

/**
 * The page's locale in a client component: the `[lang]` segment of the route being shown (the
 * rewrites put `/` and the unprefixed posts under `pt`, an unsupported lang under `en`). Read
 * from Next.js's params, not next-intl's provider, so that the frame needs no translations
 * provider in the browser (docs/decisions/0037-first-load-javascript.md).
 */
export function useLocale(): AppLocale {
  const lang = useParams<{ lang?: string }>()?.lang;
  return isAppLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The page's internal path (`/modelo/[id]/[name]` on `/en/model/12/ana`; a 404's own path
 * without its locale prefix). */
export function usePathname(): string {
  const pathname = useNextPathname() ?? '/';
  return useMemo(() => internalPathOf(pathname), [pathname]);
}

export type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  href: Href;
  /** Another locale than the page's: the same page in it (the locale switch). */
  locale?: AppLocale;
  /** 'intent' (the default): prefetch when the visitor points at, focuses or touches the link;
   * false: never. */
  prefetch?: 'intent' | false;
};

/** A click the app follows itself: the main button, no modifier key (a new tab or window, a
 * download are the browser's), on a link that opens in this window. */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const link = event.currentTarget;
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

/**
 * The site's one link to its own pages: the address comes from the routing table (getPathname),
 * and the page is prefetched on intent, not when the link scrolls into view — a board has
 * hundreds of links, and Next.js would fetch every one in view. A real `<a>` (it works without
 * JavaScript); a plain click navigates in the app with Next.js's router, as next/link does.
 * next/link itself is not used: it costs ≈ 4 KB gzipped in every page's first load for what is
 * left of it here (docs/decisions/0037-first-load-javascript.md).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, locale, prefetch = 'intent', onClick, onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const current = useLocale();
  const router = useNextRouter();
  const target = locale ?? current;
  const path = getPathname({ href, locale: target });
  const changesLocale = target !== current;
  const prefetchNow = () => {
    if (prefetch === 'intent' && !changesLocale) router.prefetch(path);
  };
  return (
    <a
      {...rest}
      ref={ref}
      href={path}
      hrefLang={changesLocale ? target : rest.hrefLang}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!isPlainClick(event)) return;
        event.preventDefault();
        router.push(path);
      }}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onFocus?.(event);
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetchNow();
        onTouchStart?.(event);
      }}
    />
  );
});

/** Next.js's router, with push/replace/prefetch taking table hrefs (see Link). */
export function useRouter() {
  const router = useNextRouter();
  const current = useLocale();
  return useMemo(() => {
    const to = (href: Href, locale?: AppLocale) => getPathname({ href, locale: locale ?? current });
    return {
      ...router,
      push: (href: Href, options?: { locale?: AppLocale; scroll?: boolean }) =>
        router.push(to(href, options?.locale), { scroll: options?.scroll }),
      replace: (href: Href, options?: { locale?: AppLocale; scroll?: boolean }) =>
        router.replace(to(href, options?.locale), { scroll: options?.scroll }),
      prefetch: (href: Href, options?: { locale?: AppLocale }) => router.prefetch(to(href, options?.locale)),
    };
  }, [router, current]);
}

/** Whether the browser is on `href`'s page (exact) or below it. */
export function useIsCurrent(href: Href, exact = false): boolean {
  const pathname = useNextPathname() ?? '';
  const path = getPathname({ href, locale: useLocale() }).split(/[?#]/)[0]!;
  return exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
}
