'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { forwardRef, useMemo, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react';
import { getPathname, type Href } from './href';
import type { AppLocale } from './routing';

type NextLinkProps = ComponentProps<typeof NextLink>;

export type LinkProps = Omit<NextLinkProps, 'href' | 'locale' | 'prefetch'> & {
  href: Href;
  /** Another locale than the page's: the same page in it (the locale switch). */
  locale?: AppLocale;
  /** 'intent' (the default): prefetch when the visitor points at, focuses or touches the link;
   * 'viewport': Next.js's own (every link in view); false: never. */
  prefetch?: 'intent' | 'viewport' | false;
};

/**
 * The site's one link to its own pages: the address comes from the routing table (getPathname),
 * and the page is prefetched on intent, not when the link scrolls into view — a board has
 * hundreds of links, and Next.js would fetch every one in view.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { href, locale, prefetch = 'intent', onMouseEnter, onFocus, onTouchStart, ...rest },
  ref,
) {
  const current = useLocale() as AppLocale;
  const router = useNextRouter();
  const target = locale ?? current;
  const path = getPathname({ href, locale: target });
  const changesLocale = target !== current;
  const intent = prefetch === 'intent' && !changesLocale;
  const prefetchNow = () => {
    if (intent) router.prefetch(path);
  };
  return (
    <NextLink
      {...rest}
      ref={ref}
      href={path}
      prefetch={prefetch === 'viewport' && !changesLocale ? null : false}
      hrefLang={changesLocale ? target : rest.hrefLang}
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
  const current = useLocale() as AppLocale;
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
  const path = getPathname({ href, locale: useLocale() as AppLocale }).split(/[?#]/)[0]!;
  return exact ? pathname === path : pathname === path || pathname.startsWith(`${path}/`);
}
