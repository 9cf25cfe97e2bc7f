'use client';

import { useRef } from 'react';
import { CloseIcon } from './icons';
import { INSTALL_DISMISSED_KEY, type BeforeInstallPromptEvent, type InstallBannerLabels } from './InstallBanner';
import styles from './InstallBanner.module.css';

/** The banner itself, fetched when the browser offers installation (InstallBanner.tsx). */
export default function InstallBannerView({
  offer,
  labels,
  onClose,
}: {
  offer: BeforeInstallPromptEvent;
  labels: InstallBannerLabels;
  onClose: () => void;
}) {
  const banner = useRef<HTMLElement>(null);
  const dismiss = () => {
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage refused (private mode): the banner goes away for this page view only.
    }
    close();
  };

  /** Closes the banner; a keyboard visitor in it goes on in the page's content, not at its top. */
  const close = () => {
    const focusWasIn = banner.current?.contains(document.activeElement) ?? false;
    onClose();
    if (focusWasIn) document.getElementById('content')?.focus({ preventScroll: true });
  };

  const install = async () => {
    close();
    await offer.prompt();
    const choice = await offer.userChoice.catch(() => null);
    if (choice?.outcome === 'dismissed') dismiss();
  };

  return (
    <aside ref={banner} className={styles.banner} data-frame="banner" aria-label={labels.title}>
      <div className={styles.text}>
        <p className={styles.title}>{labels.title}</p>
        <p className={styles.body}>{labels.text}</p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.install} onClick={install}>
          {labels.install}
        </button>
        <button type="button" className={styles.dismiss} onClick={dismiss}>
          <CloseIcon size={18} />
          <span className="visually-hidden">{labels.dismiss}</span>
        </button>
      </div>
    </aside>
  );
}
