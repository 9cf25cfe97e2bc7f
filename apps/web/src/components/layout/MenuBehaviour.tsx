'use client';

import { useEffect, useRef } from 'react';
// The browser's path (next-intl's would be the page's template, the same for two categories).
import { usePathname } from 'next/navigation';

/** Where the header's desktop layout starts (SPEC §9). */
const DESKTOP = '(min-width: 991px)';

/**
 * What the toggle menu (a native popover: it opens, closes on Escape and gives focus back to
 * its button without JavaScript) gains once the page is hydrated (SPEC §2.4): the page behind
 * is inert while it is open and the first link takes the focus; a link followed from it (the
 * current page's too), any other navigation and a viewport grown to the desktop layout close
 * it. Renders nothing.
 */
export function MenuBehaviour({ id }: { id: string }) {
  const pathname = usePathname();
  const shownFor = useRef(pathname);

  useEffect(() => {
    const panel = document.getElementById(id);
    if (!panel) return;
    const behind = () => [document.getElementById('content'), document.querySelector<HTMLElement>('[data-frame="footer"]')];
    const apply = (open: boolean) => {
      for (const element of behind()) element?.toggleAttribute('inert', open);
    };
    const focusFirst = () => panel.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
    const onToggle = (event: Event) => {
      const open = (event as ToggleEvent).newState === 'open';
      apply(open);
      if (open) focusFirst();
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) panel.hidePopover();
    };
    const desktop = window.matchMedia(DESKTOP);
    const onWidth = () => {
      if (desktop.matches) panel.hidePopover();
    };
    // Opened before the page was hydrated: as if opened now, unless the visitor is already in it.
    if (panel.matches(':popover-open')) {
      apply(true);
      if (!panel.contains(document.activeElement)) focusFirst();
    }
    panel.addEventListener('toggle', onToggle);
    panel.addEventListener('click', onClick);
    desktop.addEventListener('change', onWidth);
    return () => {
      apply(false);
      panel.removeEventListener('toggle', onToggle);
      panel.removeEventListener('click', onClick);
      desktop.removeEventListener('change', onWidth);
    };
  }, [id]);

  useEffect(() => {
    if (shownFor.current === pathname) return;
    shownFor.current = pathname;
    document.getElementById(id)?.hidePopover();
  }, [id, pathname]);

  return null;
}
