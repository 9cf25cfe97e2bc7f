'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './idle';

/**
 * A component that paints nothing at first, whose code is fetched when the browser is idle after
 * the page has loaded, or at once when `ready()` is called (docs/decisions/0023-first-load-
 * javascript.md). `ready()` resolves once it is mounted: its own effects (a toaster subscribing,
 * a loading bar configuring itself) run before the mounting component's.
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>) {
  let markMounted: () => void = () => {};
  const mounted = new Promise<void>((resolve) => {
    markMounted = resolve;
  });
  let mountNow: () => void = () => {};

  function Deferred(props: P) {
    const [Loaded, setLoaded] = useState<ComponentType<P> | null>(null);
    useEffect(() => {
      let live = true;
      const mount = () => {
        void load().then((component) => {
          if (live) setLoaded(() => component);
        });
      };
      mountNow = mount;
      const cancel = whenIdle(mount);
      return () => {
        live = false;
        cancel();
      };
    }, []);
    useEffect(() => {
      if (Loaded) markMounted();
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : null;
  }

  return {
    Deferred,
    /** Mounts the component now if it is not yet, and resolves when it is. */
    ready(): Promise<void> {
      mountNow();
      return mounted;
    },
  };
}
