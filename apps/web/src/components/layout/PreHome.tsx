'use client';

import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { usePathname } from '@/i18n/navigation';
import { SocialLinks, type SocialLink } from './SocialLinks';
import styles from './PreHome.module.css';

/** Set once the visitor has entered the site (or landed elsewhere): the overlay is a landing,
 * shown when the visit starts on home, not each time home is reached again. Only the browser
 * sets it (in effects and handlers), so the server's module never does. */
let entered = false;

const FADE_MS = 450;

/**
 * The pre-home overlay of the home page (SPEC §2.4, §4): the logo and the social links over the
 * page; the header and footer are hidden while it shows (globals.css); clicking the logo (a
 * button) dismisses it. Rendered on the server, fixed over the page: no layout shift, and the
 * home slider behind it loads and paints as usual.
 */
export function PreHome({
  logo,
  agencyName,
  socialLinks,
  labels,
}: {
  /** The website image (prehome_logo, else logo), or null for the name in type. */
  logo: { url: string; light: boolean } | null;
  agencyName: string;
  socialLinks: SocialLink[];
  labels: { enter: string; region: string; social: string };
}) {
  const pathname = usePathname();
  const [state, setState] = useState<'open' | 'closing' | 'closed'>(() =>
    pathname === '/' && !entered ? 'open' : 'closed',
  );
  const button = useRef<HTMLButtonElement>(null);

  const dismiss = () => {
    entered = true;
    setState('closing');
    // Focus the page's content (the header is still hidden while the veil fades): it must stop
    // being inert first, or the focus would fall back to the body.
    const content = document.getElementById('content');
    content?.removeAttribute('inert');
    content?.focus({ preventScroll: true });
  };

  // Escape dismisses it, as it would a dialog.
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  });

  useEffect(() => {
    if (pathname !== '/') entered = true;
  }, [pathname]);

  useEffect(() => {
    if (state !== 'open') return;
    const content = document.getElementById('content');
    content?.setAttribute('inert', '');
    const onKey = (event: KeyboardEvent) => onKeyDown(event);
    document.addEventListener('keydown', onKey);
    return () => {
      content?.removeAttribute('inert');
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
    <div className={styles.overlay} data-prehome={state} role="region" aria-label={labels.region}>
      <div className={styles.center}>
        <button ref={button} type="button" className={styles.logoButton} onClick={dismiss}>
          {logo ? (
            // The panel's image, of unknown size: shown as it is, bounded by CSS.
            // eslint-disable-next-line @next/next/no-img-element
            <img
              src={logo.url}
              alt={agencyName}
              className={`${styles.logo} ${logo.light ? '' : styles.logoOnDark}`}
              decoding="async"
            />
          ) : (
            <span className={styles.wordmark}>{agencyName}</span>
          )}
          <span className={styles.enter}>{labels.enter}</span>
        </button>
      </div>
      {socialLinks.length > 0 && (
        <div className={styles.social}>
          <SocialLinks links={socialLinks} variant="icons" label={labels.social} />
        </div>
      )}
    </div>
  );
}
