'use client';

import NextLink from 'next/link';
import { useRouter as useNextRouter, usePathname as useNextPathname } from 'next/navigation';
import { useLocale } from 'next-intl';
import { forwardRef, useMemo, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { getPathname, type Href } from './pathnames';
import type { AppLocale } from './routing';

export type LinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'locale' | 'prefetch'> & {
  href: Href;
  /** Another locale than the page's: the same page in it (the locale switch). */
  locale?: AppLocale;
  /** 'intent' (the default): prefetch when the visitor points at, focuses or touches the link;
   * false: never. */
  prefetch?: 'intent' | false;
};

/** A click the app follows itself: the main button, no modifier key (a new tab or window, a
 * download are the browser's), on a link that opens in this window — the link clicked, or the
 * one a list's own handler found (`link`). */
export function isPlainClick(event: MouseEvent<Element>, link = event.currentTarget as HTMLAnchorElement): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) &&
    (!link.target || link.target === '_self') &&
    !link.hasAttribute('download')
  );
}

/**
 * The site's one link to its own pages: next/link, to the address of the routing table
 * (getPathname). The page is prefetched on intent (pointer, focus, touch), not when the link
 * scrolls into view: a board has hundreds of links, and next/link would fetch every one in view,
 * and its own `prefetch={false}` turns off its prefetch on hover too. A link to the same page in
 * another locale carries that locale's `hrefLang` and is not prefetched (the switch waits its
 * 200 ms anyway).
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, locale, prefetch = 'intent', onMouseEnter, onFocus, onTouchStart, hrefLang, ...rest },
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
    <NextLink
      {...rest}
      ref={ref}
      href={path}
      prefetch={false}
      hrefLang={changesLocale ? target : hrefLang}
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

/** Next.js's router, with push/replace/prefetch taking the table's hrefs (see getPathname). */
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
