'use client';

import { useEffect, useRef } from 'react';
// The browser's path (next-intl's would be the page's template, the same for two categories).
import { usePathname } from 'next/navigation';

/**
 * A new page starts as a loaded one would. SPEC §2.3: it scrolls to the top on every route
 * change. Next.js scrolls a new page into view, but only as far as its own segment (under the
 * fixed header, or not at all when the top of the segment is visible); this makes it the top of
 * the document. Back and forward keep the browser's restored position. And the focus, which
 * Next.js leaves on the link followed (or on nothing, when the link left with the old page),
 * moves to the page's content: the next Tab reaches the new page, not the rest of the header.
 */
export function NewPageStart() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const traversing = useRef(false);

  useEffect(() => {
    const onPop = () => {
      traversing.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById('content')?.focus({ preventScroll: true });
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
