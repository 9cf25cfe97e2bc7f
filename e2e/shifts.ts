/** The page's layout shifts as the browser counts them for Cumulative Layout Shift. */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    vitrineShifts?: number[];
  }
}

/** Records the layout shifts of every page the tab opens from now on (those within half a
 * second of an input are left out, as the browser's own measure does). */
export async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.vitrineShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.vitrineShifts!.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the open page's recorded shifts so far. */
export const shiftsOf = (page: Page) => page.evaluate(() => (window.vitrineShifts ?? []).reduce((sum, value) => sum + value, 0));
