/** The browser's localStorage, or null where it is refused (private mode, blocked cookies) or
 * absent (the server). */
export function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
