'use client';

import Image from 'next/image';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { internalPathOf } from '@/i18n/table';
import type { PreHomeLogo } from './frame-data';
import styles from './PreHome.module.css';

/** Set once the visitor has entered the site: the overlay is a landing, shown when the visit
 * starts on home, not each time home is reached again. Only the browser sets it (in handlers),
 * so the server's module never does. */
let entered = false;

/** Whether this document was loaded on another page than home: the visit started there, and home
 * was reached by a link in the app. (The address bar may still show the page left: the app
 * updates it after rendering.) */
const startedElsewhere = () => {
  if (typeof window === 'undefined') return false;
  const [load] = performance.getEntriesByType('navigation');
  return load !== undefined && internalPathOf(new URL(load.name).pathname) !== '/';
};

const FADE_MS = 450;

/** The overlay's logo box (PreHome.module.css `.logo`: min(72vw, 520px)). */
const LOGO_SIZES = '(min-width: 723px) 520px, 72vw';

/** The page's other content under the overlay (it is the first thing in the page's content, so
 * that it is the first thing a keyboard reaches): inert while it shows. */
const behind = (overlay: HTMLElement | null) =>
  [...(overlay?.parentElement?.children ?? [])].filter((element) => element !== overlay);

/**
 * The pre-home overlay of the home page (SPEC §2.4, §4): the logo and the social links over the
 * page; the header and footer are hidden while it shows (globals.css); clicking the logo (a
 * button) dismisses it. Rendered on the server, fixed over the page: no layout shift, and the
 * home slider behind it loads and paints as usual. Rendered by home alone (PreHomeOverlay), so
 * that its code is in no other page's first load (docs/decisions/0023-first-load-javascript.md).
 */
export function PreHome({
  logo,
  agencyName,
  social,
  labels,
}: {
  /** The website image (prehome_logo, else logo), or null for the name in type. */
  logo: PreHomeLogo | null;
  agencyName: string;
  /** The social links, rendered on the server (their icons stay out of the browser's code). */
  social: ReactNode;
  labels: { enter: string; region: string };
}) {
  const [state, setState] = useState<'open' | 'closing' | 'closed'>(() => (entered || startedElsewhere() ? 'closed' : 'open'));
  const overlay = useRef<HTMLDivElement>(null);

  const dismiss = () => {
    entered = true;
    setState('closing');
    // Focus the page's content (the header is still hidden while the veil fades): it must stop
    // being inert first, or the focus would fall back to the body.
    for (const element of behind(overlay.current)) element.removeAttribute('inert');
    document.getElementById('content')?.focus({ preventScroll: true });
  };

  // Escape dismisses it, as it would a dialog.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  });

  useEffect(() => {
    if (state !== 'open') return;
    const elements = behind(overlay.current);
    for (const element of elements) element.setAttribute('inert', '');
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', onKey);
    return () => {
      for (const element of elements) element.removeAttribute('inert');
      document.removeEventListener('keydown', onKey);
    };
  }, [state]);

  useEffect(() => {
    if (state !== 'closing') return;
    const timer = window.setTimeout(() => setState('closed'), FADE_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  if (state === 'closed') return null;

  return (
    <div ref={overlay} className={styles.overlay} data-prehome={state} role="region" aria-label={labels.region}>
      <div className={styles.center}>
        <button type="button" className={styles.logoButton} onClick={dismiss}>
          {logo?.size ? (
            // The panel's image through the optimiser, bounded by CSS; shown at once (the overlay
            // is the first thing seen). An SVG goes as it is: the optimiser refuses SVG.
            <Image
              src={logo.url}
              unoptimized={/\.svg$/i.test(logo.url.split('?', 1)[0]!)}
              width={logo.size.width}
              height={logo.size.height}
              sizes={LOGO_SIZES}
              alt={agencyName}
              loading="eager"
              // At the priority of the first slide's image, preloaded under it (home's page):
              // the slide is the page's largest paint, but the logo is what a visitor sees first.
              fetchPriority="high"
              className={`${styles.logo} ${logo.light ? '' : styles.logoOnDark}`}
            />
          ) : logo ? (
            // Its size could not be read: next/image needs a width and height (or a box that sets
            // them), and this box takes its size from the image, so the image goes as it is.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={logo.url} alt={agencyName} className={`${styles.logo} ${logo.light ? '' : styles.logoOnDark}`} decoding="async" />
          ) : (
            <span className={styles.wordmark}>{agencyName}</span>
          )}
          <span className={styles.enter}>{labels.enter}</span>
        </button>
      </div>
      {social && <div className={styles.social}>{social}</div>}
    </div>
  );
}
