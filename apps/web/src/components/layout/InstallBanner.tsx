'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

/** Where the dismissal is remembered. */
export const INSTALL_DISMISSED_KEY = 'vitrine:install-dismissed';

/** The event Chromium-based browsers fire when the site can be installed. */
export interface BeforeInstallPromptEvent extends Event {
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

export type InstallBannerLabels = { title: string; text: string; install: string; dismiss: string };

/** The banner's markup and buttons: not in the first load, fetched when an offer arrives (never
 * rendered on the server: React.lazy alone, without next/dynamic's server-rendering parts). */
const InstallBannerView = lazy(() => import('./InstallBannerView'));

/**
 * The app-install banner (SPEC §2.4, §4): hidden by default, shown only when the browser offers
 * installation, with install and dismiss buttons; a dismissal is remembered in this browser.
 * Only the listener is in every page's first load: the offer is caught as soon as the page has
 * hydrated, and the banner's code follows it.
 */
export function InstallBanner({ labels }: { labels: InstallBannerLabels }) {
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
  return (
    <Suspense fallback={null}>
      <InstallBannerView offer={offer} labels={labels} onClose={() => setOffer(null)} />
    </Suspense>
  );
}
