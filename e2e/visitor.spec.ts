/** What a visitor sees of the frame: Open Graph images, descriptions, the 404 title, the office
 * links on a phone, no sideways scroll on a phone, the search field's focus ring. */
import { expect, test } from './fixtures';

const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

test.describe('Open Graph', () => {
  // Every page type but the gallery and posts, whose own image gallery.spec and media.spec check;
  // a board with a filter query is the proxy's rewrite to its own route.
  for (const path of [
    '/', '/en', '/pt/contato', '/en/seja-modelo', '/en/talents/mulheres', '/pt/talents?letter=a', '/pt/sobre-nos',
    '/en/blog', '/pt/buscar', '/en/modelos/ana', '/pt/e-casting', '/en/acessibilidade',
  ]) {
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
    // No supported locale: the fallback locale's 404 (SPEC §2.3).
    ['/fr/talents', 'Esta página não pôde ser encontrada. | Vitrine'],
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

  for (const [path, name] of [
    ['/pt/talents/mulheres', 'Escritórios'],
    ['/en/talents/homens', 'Offices'],
  ] as const) {
    test(`${path}: each office link on one line, the three in one row, inside the page`, async ({ page }) => {
      await page.goto(path);
      const links = page.getByRole('navigation', { name }).getByRole('link');
      expect(await links.count()).toBe(3);
      const tops = new Set<number>();
      for (const link of await links.all()) {
        const lines = await link.evaluate((a) => {
          const range = document.createRange();
          range.selectNodeContents(a);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        });
        expect(lines, (await link.textContent()) ?? '').toBe(1);
        const box = (await link.boundingBox())!;
        tops.add(Math.round(box.y));
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(MOBILE.width);
      }
      expect(tops.size).toBe(1);
    });
  }
});

test.describe('no sideways scroll on a phone', () => {
  test.use({ viewport: MOBILE });
  // Every page type at 375 px: nothing is wider than the screen (the contact page's map once
  // took its width from its minimum height and made the page 482 px wide).
  for (const path of [
    '/pt', '/en/talents/mulheres', '/pt/blog', '/pt/contato', '/en/contato', '/pt/seja-modelo', '/pt/sobre-nos',
    '/pt/e-casting', '/pt/buscar', '/en/acessibilidade', '/pt/campanhas', '/pt/nope',
  ]) {
    test(`${path} is no wider than the screen`, async ({ page }) => {
      await page.goto(path); // waits for the load event: images, fonts and styles are in
      await expect(page.locator('footer').first()).toBeAttached();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    });
  }
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

test.describe('pre-home overlay at 1440 px', () => {
  test.use({ viewport: DESKTOP });

  test('covers the whole window and nothing of the page shows through', async ({ page }) => {
    await page.goto('/');
    const overlay = page.getByRole('region', { name: 'Boas-vindas' });
    await expect(overlay).toBeVisible();
    const box = (await overlay.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, width: DESKTOP.width, height: DESKTOP.height });
    // An opaque colour: no alpha below 1.
    expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});
