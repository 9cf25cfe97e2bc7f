'use client';

import type { ComponentProps } from 'react';
import { Link, useIsCurrent } from '@/i18n/navigation';

/** A frame link that marks itself as the current page (or section) with aria-current. */
export function NavLink({ exact = false, ...rest }: ComponentProps<typeof Link> & { exact?: boolean }) {
  const current = useIsCurrent(rest.href, exact);
  return <Link aria-current={current ? 'page' : undefined} {...rest} />;
}
