'use client';

import { useSyncExternalStore } from 'react';
import type { Unit } from './format';
import { UNIT_KEY } from './unit-script';

const EVENT = 'vitrine:unit';

const current = (): Unit => (document.documentElement.dataset.unit === 'imperial' ? 'imperial' : 'metric');

/** Sets the visitor's unit: <html data-unit> for this page, browser storage for the next ones. */
export function setUnit(unit: Unit): void {
  if (unit === 'imperial') document.documentElement.dataset.unit = 'imperial';
  else delete document.documentElement.dataset.unit;
  try {
    localStorage.setItem(UNIT_KEY, unit);
  } catch {
    // Storage refused: the choice holds for this page only.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(listener: () => void): () => void {
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key !== UNIT_KEY) return;
    if (event.newValue === 'imperial') document.documentElement.dataset.unit = 'imperial';
    else delete document.documentElement.dataset.unit;
    listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', fromOtherTab);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The visitor's unit (metric on the server; the inline head script already set the page). */
export function useUnit(): Unit {
  return useSyncExternalStore(subscribe, current, () => 'metric');
}
