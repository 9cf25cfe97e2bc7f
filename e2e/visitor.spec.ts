/** What a visitor sees of the frame: Open Graph images, descriptions, the 404 title, the office
 * links on a phone, the search field's focus ring. */
import { expect, test } from './fixtures';

const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

test.describe('Open Graph', () => {
  for (const path of ['/', '/en', '/pt/contato', '/en/talents/mulheres', '/pt/sobre-nos', '/en/blog', '/pt/buscar']) {
    test(`${path} has an og:image the site serves`, async ({ page, request }) => {
      await page.goto(path);
      const image = await page.locator('meta[property="og:image"]').first().getAttribute('content');
      expect(image).toMatch(/^https?:\/\//);
      const answer = await request.get(new URL(image!).pathname);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toMatch(/^image\//);
    });
  }

  test('the home description is whole words, with an ellipsis when cut', async ({ page }) => {
    await page.goto('/');
    const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
    expect(description.length).toBeLessThanOrEqual(160);
    // Either the whole text, or cut after a whole word: never inside one.
    expect(description).toMatch(/(?:[.!?]|[^\s…]…)$/);
    expect(description).not.toMatch(/\s…$/);
  });
});

test.describe('404 page', () => {
  for (const [path, title] of [
    ['/pt/nope', 'Esta página não pôde ser encontrada. | Vitrine'],
    ['/en/nope', 'This page could not be found. | Vitrine'],
    ['/fr/talents', 'This page could not be found. | Vitrine'],
  ] as const) {
    test(`${path} keeps its title once scripts run`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      await expect(page).toHaveTitle(title);
      // Still after the client has rendered (the locale switch is a client component).
      await expect(page.getByRole('banner')).toBeVisible();
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page).toHaveTitle(title);
    });
  }
});

test.describe('office links on a phone', () => {
  test.use({ viewport: MOBILE });

  test('each office link stays on one line', async ({ page }) => {
    await page.goto('/pt/talents/mulheres');
    const nav = page.getByRole('navigation', { name: 'Escritórios' });
    const links = nav.getByRole('link');
    expect(await links.count()).toBe(3);
    for (const link of await links.all()) {
      const lines = await link.evaluate((a) => {
        const range = document.createRange();
        range.selectNodeContents(a);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      });
      expect(lines, (await link.textContent()) ?? '').toBe(1);
    }
  });
});

test.describe('header search', () => {
  test.use({ viewport: DESKTOP });

  test('has a visible focus ring when focused by keyboard', async ({ page }) => {
    await page.goto('/pt/contato');
    const field = page.getByRole('banner').getByRole('searchbox');
    const form = page.getByRole('banner').getByRole('search');
    expect(await form.evaluate((f) => getComputedStyle(f).outlineStyle)).toBe('none');
    await field.focus();
    await expect.poll(() => form.evaluate((f) => getComputedStyle(f).outlineStyle)).toBe('solid');
    expect(await form.evaluate((f) => parseFloat(getComputedStyle(f).outlineWidth))).toBeGreaterThanOrEqual(2);
  });
});
