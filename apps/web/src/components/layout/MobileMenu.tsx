'use client';

import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
// The browser's path (next-intl's would be the page's template, the same for two categories).
import { usePathname } from 'next/navigation';
import styles from './MobileMenu.module.css';

/** The fade of SPEC §9 (also in MobileMenu.module.css). */
export const MENU_FADE_MS = 500;

/**
 * The toggle menu of the fixed header below the desktop breakpoint (SPEC §2.4): a real button
 * with aria-expanded/aria-controls; the panel fades in and out in 500 ms, Escape closes it and
 * gives focus back to the button, the page behind is inert and does not scroll, and any
 * navigation closes it.
 */
export function MobileMenu({
  id,
  labels,
  children,
}: {
  id: string;
  labels: { open: string; close: string; title: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);

  // Any navigation closes the menu (state adjusted while rendering, not in an effect).
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const behind = [document.getElementById('content'), document.querySelector<HTMLElement>('[data-frame="footer"]')];
    root.dataset.menuOpen = '';
    for (const element of behind) element?.setAttribute('inert', '');
    // Focus the first control of the panel once it is visible.
    const first = panel.current?.querySelector<HTMLElement>('a[href], button, input');
    first?.focus({ preventScroll: true });

    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    const onResize = () => {
      if (window.matchMedia('(min-width: 991px)').matches) close(false);
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      delete root.dataset.menuOpen;
      for (const element of behind) element?.removeAttribute('inert');
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? labels.close : labels.open}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.bars} data-open={open || undefined} aria-hidden="true">
          <span />
          <span />
        </span>
      </button>
      <div
        ref={panel}
        id={id}
        className={styles.panel}
        data-open={open || undefined}
        aria-label={labels.title}
        role="region"
        onClick={(event) => {
          // A link to the page already shown does not change the path: close on any link.
          if ((event.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        <div className={styles.inner}>{children}</div>
      </div>
    </>
  );
}
