import type { Locator, Page } from '@playwright/test';

/**
 * Holds the first script chunk whose code contains `marker` (a form's code, which is not in the
 * page's first load: docs/decisions/0023) until `release()`; `held()` says whether it was asked
 * for and is being held.
 */
export async function holdChunk(page: Page, marker: string): Promise<{ held: () => boolean; release: () => void }> {
  let held = false;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    try {
      const response = await route.fetch();
      const body = await response.text();
      if (body.includes(marker)) {
        held = true;
        await released;
      }
      await route.fulfill({ response, body });
    } catch (error) {
      // A chunk still on its way when the test ends and closes the page: nothing to deliver.
      if (!page.isClosed() && !/disposed|closed/i.test(String(error))) throw error;
    }
  });
  return { held: () => held, release };
}

/** Whether React has hydrated `element` yet. */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')));
}
