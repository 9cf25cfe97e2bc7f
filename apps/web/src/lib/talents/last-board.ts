/**
 * The board a visitor last looked at in this tab (its address with filters and letter), so the
 * gallery's "back to the talents" link returns to it. Pages are the same for every visitor, so
 * this lives in the browser (sessionStorage: one tab's trail, gone when the tab closes).
 */
const KEY = 'vitrine:last-board';

export function rememberBoard(address: string): void {
  try {
    window.sessionStorage.setItem(KEY, address);
  } catch {
    // Storage refused (private mode, quota): the link keeps its default.
  }
}

/** The remembered board when it is one of `boardsPath` ('/pt/talents': the locale's boards). */
export function lastBoard(boardsPath: string): string | null {
  try {
    const address = window.sessionStorage.getItem(KEY);
    if (!address) return null;
    const path = address.split('?')[0]!;
    return path === boardsPath || path.startsWith(`${boardsPath}/`) ? address : null;
  } catch {
    return null;
  }
}
