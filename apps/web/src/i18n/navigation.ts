import { createNavigation } from 'next-intl/navigation';
import { getPathname, nameSearchHref, type Href } from './href';
import { routing, type AppLocale } from './routing';
import { redirect as nextRedirect, permanentRedirect as nextPermanentRedirect } from 'next/navigation';

type RedirectType = Parameters<typeof nextRedirect>[1];

/**
 * The only navigation API of the site (DESIGN.md): every link and redirect gets its address from
 * the routing table (i18n/table.ts) through getPathname. Import Link, redirect, useRouter and
 * usePathname from here, never from next/link or next/navigation.
 */
export { Link, useIsCurrent, useRouter, type LinkProps } from './client';
export { getPathname, nameSearchHref, type Href };

/** The page's internal path (`/modelo/[id]/[name]` on `/en/model/12/ana`), for client components. */
export const { usePathname } = createNavigation(routing);

export function redirect(args: { href: Href; locale: AppLocale }, type?: RedirectType): never {
  return nextRedirect(getPathname(args), type);
}

export function permanentRedirect(args: { href: Href; locale: AppLocale }, type?: RedirectType): never {
  return nextPermanentRedirect(getPathname(args), type);
}
