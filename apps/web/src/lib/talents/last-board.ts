/**
 * The board a visitor last looked at in this tab (its address with filters and letter), so the
 * gallery's "back to the talents" link returns to it. Pages are the same for every visitor, so
 * this lives in the browser (sessionStorage: one tab's trail, gone when the tab closes). The board
 * writes it here; the gallery's BackToBoard reads it.
 */
export const LAST_BOARD_KEY = 'vitrine:last-board';

export function rememberBoard(address: string): void {
  try {
    window.sessionStorage.setItem(LAST_BOARD_KEY, address);
  } catch {
    // Storage refused (private mode, quota): the link keeps its default.
  }
}
