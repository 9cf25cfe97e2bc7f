'use client';

import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { whenIdle } from '@/lib/browser/idle';
import { loadSonner, toaster } from './notify';

/**
 * The notifications of the favourites (sonner: a polite live region, bottom centre). Sonner is
 * loaded when the browser is idle after the page has loaded, or on the first notification
 * (notify.ts), so it is not part of any page's first load.
 */
export function Toasts({ label }: { label: string }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let live = true;
    const mount = () => {
      void loadSonner().then((module) => {
        if (live) setToaster(() => module.Toaster);
      });
    };
    toaster.onMountRequest(mount);
    const cancel = whenIdle(mount);
    return () => {
      live = false;
      cancel();
    };
  }, []);

  useEffect(() => {
    // The toaster subscribes to notifications in its own effect, which runs before this one.
    if (Toaster) toaster.mounted();
  }, [Toaster]);

  if (!Toaster) return null;
  return <Toaster position="bottom-center" containerAriaLabel={label} duration={3000} toastOptions={{ className: 'vitrine-toast' }} />;
}
