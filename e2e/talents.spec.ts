import type { Page } from '@playwright/test';
import { isShownOnSite, listTalents, type ListedTalent } from './api';
import { expect, test } from './fixtures';

/** The talents on the listing: list items, or links to a talent's gallery
 * (/{lang}/(modelo|model)/{id}/{name}, SPEC §2.6), whichever the page renders. */
const talentEntries = (page: Page) => {
  const main = page.getByRole('main');
  return main.getByRole('listitem').or(main.locator('a[href*="/modelo/"], a[href*="/model/"]'));
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card may show the first name in bold and the rest apart, so allow any spacing between words. */
const nameMatcher = (name: string) =>
  new RegExp(name.trim().split(/\s+/).map(escapeRegExp).join('\\s*'), 'i');

test.describe('talent listing', () => {
  let shown: ListedTalent[] = [];

  test.beforeAll(async ({ stack }) => {
    shown = (await listTalents(stack, 'pt')).filter(isShownOnSite);
  });

  test('/pt/talents lists the demo talents of the back end', async ({ page }) => {
    expect(shown.length, 'demo data should hold at least 50 talents shown on the site').toBeGreaterThanOrEqual(50);
    const known = shown[0]!;

    await page.goto('/pt/talents');

    await expect.poll(() => talentEntries(page).count()).toBeGreaterThanOrEqual(50);
    await expect(page.getByRole('main').getByText(nameMatcher(known.name)).first()).toBeVisible();
  });
});

test.describe('document language', () => {
  for (const lang of ['pt', 'en'] as const) {
    test(`/${lang}/talents has <html lang="${lang}">`, async ({ page }) => {
      const response = await page.goto(`/${lang}/talents`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  }
});
