'use client';

import { useEffect, useState } from 'react';
import { CloseIcon } from './icons';
import styles from './InstallBanner.module.css';

/** Where the dismissal is remembered. */
export const INSTALL_DISMISSED_KEY = 'vitrine:install-dismissed';

/** The event Chromium-based browsers fire when the site can be installed. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const dismissedBefore = () => {
  try {
    return window.localStorage.getItem(INSTALL_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
};

/**
 * The app-install banner (SPEC §2.4, §4): hidden by default, shown only when the browser offers
 * installation, with install and dismiss buttons; a dismissal is remembered in this browser.
 */
export function InstallBanner({
  labels,
}: {
  labels: { title: string; text: string; install: string; dismiss: string };
}) {
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    const onOffer = (event: Event) => {
      event.preventDefault();
      if (!dismissedBefore()) setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;

  const dismiss = () => {
    try {
      window.localStorage.setItem(INSTALL_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Storage refused (private mode): the banner goes away for this page view only.
    }
    setOffer(null);
  };

  const install = async () => {
    const event = offer;
    setOffer(null);
    await event.prompt();
    const choice = await event.userChoice.catch(() => null);
    if (choice?.outcome === 'dismissed') dismiss();
  };

  return (
    <aside className={styles.banner} data-frame="banner" aria-label={labels.title}>
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
