'use client';

import { useEffect, useRef } from 'react';
// The browser's path (next-intl's would be the page's template, the same for two categories).
import { usePathname } from 'next/navigation';

/**
 * SPEC §2.3: the page scrolls to the top on every route change. Next.js scrolls a new page into
 * view, but only as far as its own segment (under the fixed header, or not at all when the top
 * of the segment is visible); this makes it the top of the document. Back and forward keep the
 * browser's restored position.
 */
export function ScrollToTop() {
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
    if (traversing.current) {
      traversing.current = false;
      return;
    }
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
