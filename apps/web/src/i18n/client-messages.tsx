'use client';

import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { FormatValues } from 'icu-minify/format';
import { formatMessage, type CompiledMessage } from './format';
import { useLocale } from 'next-intl';

type Tree = { [key: string]: CompiledMessage | Tree };

const MessagesContext = createContext<Tree | null>(null);

/**
 * The messages a page's client code reads (only its namespaces, as compiled at build: pass what
 * `getMessages()` gives), formatted without next-intl's translation runtime in the browser
 * (docs/decisions/0023-first-load-javascript.md); the locale is next-intl's, from the frame's
 * provider.
 */
export function ClientMessages({ messages, children }: { messages: Record<string, unknown>; children: ReactNode }) {
  return <MessagesContext.Provider value={messages as Tree}>{children}</MessagesContext.Provider>;
}

/** `t(key, values)` for the messages below `namespace` ('gallery.slider'), formatted in the
 * page's locale: the same messages and the same formatter (icu-minify) as next-intl's own. */
export function useTranslations(namespace: string): (key: string, values?: FormatValues) => string {
  const messages = useContext(MessagesContext);
  const locale = useLocale();
  return useCallback(
    (key: string, values?: FormatValues) => {
      const path = `${namespace}.${key}`;
      let node: CompiledMessage | Tree | undefined = messages ?? undefined;
      for (const part of path.split('.')) node = node && typeof node === 'object' && !Array.isArray(node) ? (node as Tree)[part] : undefined;
      if (node === undefined || (typeof node === 'object' && !Array.isArray(node))) {
        throw new Error(`No message ${path} for the page's client code (ClientMessages)`);
      }
      return formatMessage(node as CompiledMessage, locale, values);
    },
    [messages, namespace, locale],
  );
}
