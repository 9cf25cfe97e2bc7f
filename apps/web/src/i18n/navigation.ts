import { getPathname, nameSearchHref, type Href } from './href';

/**
 * The only navigation API of the site: every link and redirect gets its address from
 * the routing table (i18n/table.ts) through getPathname. Import Link, useRouter and usePathname
 * from here, never from next/link or next/navigation.
 */
export { isPlainClick, Link, useIsCurrent, useLocale, usePathname, useRouter, type LinkProps } from './client';
export { getPathname, nameSearchHref, type Href };
