'use client';

import type { ComponentProps } from 'react';
import { Link, usePathname } from '@/i18n/navigation';

/** A frame link that marks itself as the current page (or section) with aria-current. */
export function NavLink({ href, exact = false, ...rest }: ComponentProps<typeof Link> & { href: string; exact?: boolean }) {
  const pathname = usePathname();
  const current = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return <Link href={href} aria-current={current ? 'page' : undefined} {...rest} />;
}
