import { createNavigation } from 'next-intl/navigation';
import { getPathname, nameSearchHref, type Href } from './href';
import { routing } from './routing';

/**
 * The only navigation API of the site (DESIGN.md): every link and redirect gets its address from
 * the routing table (i18n/table.ts) through getPathname. Import Link, useRouter and usePathname
 * from here, never from next/link or next/navigation.
 */
export { Link, useIsCurrent, useRouter, type LinkProps } from './client';
export { getPathname, nameSearchHref, type Href };

/** The page's internal path (`/modelo/[id]/[name]` on `/en/model/12/ana`), for client components. */
export const { usePathname } = createNavigation(routing);
