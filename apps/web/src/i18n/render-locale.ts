import 'server-only';
import { workUnitAsyncStorage } from 'next/dist/server/app-render/work-unit-async-storage.external';
import { routing } from './routing';

/** Next's implicit tag of the path being rendered: `_N_T_/en/blog/…` (after rewrites). */
const PATH_TAG = /^_N_T_\/([^/[\]]+)(?:\/|$)/;

/**
 * The locale of the page being rendered, read from the path Next is rendering, for the parts of
 * a render that next-intl reaches without a locale: the not-found pages and their metadata,
 * which get no params and are rendered alongside the [lang] layout (before its
 * setRequestLocale). Pages are cached (docs/decisions/0018-caching-model.md), so next-intl may
 * not read the proxy's locale header there: `headers()` would make a cached page dynamic.
 * undefined outside a page render (next-intl then reads its header, as before).
 */
export function renderLocale(): string | undefined {
  const store = workUnitAsyncStorage.getStore() as { implicitTags?: { tags: string[] } } | undefined;
  for (const tag of store?.implicitTags?.tags ?? []) {
    const locale = PATH_TAG.exec(tag)?.[1];
    if (locale && (routing.locales as readonly string[]).includes(locale)) return locale;
  }
  return undefined;
}
