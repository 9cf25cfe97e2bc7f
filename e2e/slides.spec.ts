/** Home slides in the visitor's locale (captions and their links), and readable captions. */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 812 };

/** Home without the pre-home overlay and with the slider held still. */
async function home(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' }); // no autoplay: the first slide stays
  await page.goto(path);
  // Escape works once the page is hydrated: press until the overlay is gone.
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-prehome]')).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

const SLIDE = '[aria-roledescription="slide"]';
const caption = (page: Page) => page.locator(`${SLIDE}[data-active="true"] :is(a, p)`).filter({ hasText: /\S/ }).first();
const captionLinks = (page: Page) =>
  page
    .locator(`${SLIDE} a[href]`)
    .evaluateAll((links) =>
      links.map((a) => ({ text: a.textContent?.trim() ?? '', href: a.getAttribute('href') ?? '' })).filter((l) => l.text),
    );

test.describe('slide captions follow the locale', () => {
  test('/en shows English captions linking to English pages, / Portuguese ones to Portuguese pages', async ({ page }) => {
    await home(page, '/en');
    const en = await captionLinks(page);
    expect(en.length).toBeGreaterThan(0);
    for (const link of en) expect(link.href, link.text).toMatch(/^\/en\//);
    expect(en.map((l) => l.text)).toEqual(expect.arrayContaining(['Women', 'International']));

    await home(page, '/');
    const pt = await captionLinks(page);
    for (const link of pt) expect(link.href, link.text).toMatch(/^\/pt\//);
    expect(pt.map((l) => l.text)).toEqual(expect.arrayContaining(['Feminino', 'Internacional']));
  });
});

test.describe('slide captions contrast', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`white caption text reaches 4.5:1 over the lightest pixel behind it (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await home(page, '/en');
      const text = caption(page);
      await expect(text).toBeVisible();
      expect(await text.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
      // What is behind the caption: the same box with its text made transparent.
      await page.addStyleTag({ content: `${SLIDE} :is(a, p) { color: transparent !important; text-shadow: none !important; }` });
      const box = (await text.boundingBox())!;
      const png = await page.screenshot({ clip: box, animations: 'disabled' });
      // Decoded in a blank page: the site's CSP (connect-src) rightly refuses a data: fetch.
      const blank = await page.context().newPage();
      const lightest = await blank.evaluate(async (base64) => {
        const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, image.width, image.height);
        const channel = (v: number) => {
          const c = v / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        };
        let max = 0;
        for (let i = 0; i < data.length; i += 4) {
          const l = 0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
          if (l > max) max = l;
        }
        return max;
      }, png.toString('base64'));
      await blank.close();
      const ratio = 1.05 / (lightest + 0.05);
      test.info().annotations.push({ type: 'contrast', description: `${ratio.toFixed(2)}:1 at ${viewport.width} px` });
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }
});
