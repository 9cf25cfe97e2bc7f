/** The site's one Link (next/link, apps/web/src/i18n/link.tsx): addresses from the routing table, and
 * prefetch on intent — a long list in view costs no request until the visitor reaches for a link. */
import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';

/** A request Next.js's router makes to prefetch a page. */
const isPrefetch = (request: Request) => {
  const headers = request.headers();
  return headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined;
};

test.describe('prefetch on intent', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('scrolling a list of 50+ links prefetches nothing; pointing at one prefetches it alone', async ({ page }) => {
    const prefetched: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/pt/talents');
    // The board's cards: each links to a gallery.
    const links = page.getByRole('main').locator('a[href^="/pt/modelo/"]');

    // Every link of the list passes through the viewport (the board shows more as it scrolls).
    for (let i = 0; i < 8; i++) await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(50);

    // Pointing at a link prefetches it; by the time that request is made, any prefetch the
    // scroll had caused would have been made too (they start as links enter the viewport).
    const link = links.nth(20);
    const href = (await link.getAttribute('href'))!;
    const hovered = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === href);
    await link.hover();
    await hovered;
    expect(new Set(prefetched)).toEqual(new Set([href]));
  });

  test('focusing a link prefetches it', async ({ page }) => {
    await page.goto('/en/contato');
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Women' });
    await expect(link).toHaveAttribute('href', '/en/talents/mulheres');
    const focused = page.waitForRequest((request) => isPrefetch(request) && new URL(request.url()).pathname === '/en/talents/mulheres');
    await link.focus();
    await focused;
  });
});

test.describe('addresses from the routing table', () => {
  test('pt home and pt posts have no prefix; en pages and the locale words do', async ({ page }) => {
    await page.goto('/en/contato');
    await expect(page.getByRole('banner').getByRole('link', { name: /home/i }).first()).toHaveAttribute('href', '/en');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Talent search' })).toHaveAttribute('href', '/en/search');
    await page.goto('/pt/contato');
    await expect(page.getByRole('banner').getByRole('link', { name: /início|inicial/i }).first()).toHaveAttribute('href', '/');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Buscar talentos' })).toHaveAttribute('href', '/pt/buscar');
  });
});
