'use client';

/*
 * What a visitor types in a form that is drawn only in the browser (the e-casting order, a
 * verdict), kept for this tab (sessionStorage) as it is typed: the page can go away — the locale
 * switch renders the page anew, a reload, the list emptied for a moment in another tab — and the
 * form comes back as the visitor left it. Dropped once the form is sent; gone with the tab
 * (docs/decisions/0048).
 */
import { useCallback, useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/** The tab's storage, or null where it is refused. */
const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The kept draft over `empty`: only its fields, and only values of the same type. */
export function readDraft<T extends Record<string, string | boolean>>(key: string, empty: T): T {
  let kept: unknown = null;
  try {
    kept = JSON.parse(storage()?.getItem(key) ?? 'null');
  } catch {
    // A draft that does not read is no draft.
  }
  const values = { ...empty } as Record<string, string | boolean>;
  if (kept && typeof kept === 'object') {
    for (const [name, value] of Object.entries(kept)) if (name in empty && typeof value === typeof empty[name]) values[name] = value as string | boolean;
  }
  return values as T;
}

/** Keeps a draft under `key`. */
export function keepDraft(key: string, values: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(values));
  } catch {
    // Storage full or refused: the form still holds what was typed while the page is open.
  }
}

/** Drops the draft under `key`. */
export function dropDraft(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept.
  }
}

/** Keeps a react-hook-form form's values under `key` as they change; returns what drops them. */
export function useKeptDraft<T extends FieldValues>(form: UseFormReturn<T>, key: string): () => void {
  const { watch } = form;
  useEffect(() => {
    const subscription = watch((values) => keepDraft(key, values));
    return () => subscription.unsubscribe();
  }, [watch, key]);
  return useCallback(() => dropDraft(key), [key]);
}
