/**
 * The accessibility check every page type runs (docs/decisions/0013-accessibility.md):
 * axe-core with the WCAG 2.0, 2.1 and 2.2 rules of levels A and AA. One line in any spec:
 *
 *   await expectAccessible(page);            // the page as it is now
 *   await expectAccessible(page, 'menu open');
 *
 * It waits for the page to settle (network idle, the first-load spinner gone), then fails with
 * each violation's rule, impact and the elements it found.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function expectAccessible(page: Page, state = ''): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[data-frame="spinner"]')).toBeHidden();
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    elements: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
  }));
  const label = `axe (WCAG 2.2 AA) on ${page.url()}${state ? ` — ${state}` : ''}`;
  expect(found, label).toEqual([]);
}

/**
 * The expanded state Chromium announces for the button named `name` (its accessibility tree,
 * not an attribute: a popover's button gets it from the browser): true, false or undefined.
 */
export async function announcedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodes } = await cdp.send('Accessibility.queryAXTree', { backendNodeId: root.backendNodeId, accessibleName: name, role: 'button' });
    const value = nodes[0]?.properties?.find((property) => property.name === 'expanded')?.value.value;
    return typeof value === 'boolean' ? value : undefined;
  } finally {
    await cdp.detach();
  }
}
