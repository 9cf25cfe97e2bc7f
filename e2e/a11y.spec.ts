/** Accessibility, stated and kept: every page type and state passes axe's WCAG 2.2 AA
 * rules at 375 and 1440 px. Every page of the routing table without a param is swept without a
 * line here; a page with params, or a state of a page, adds one line to PAGES. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { findProfiles } from './api';
import { enterSite, panelPosts, panelTexts, postPath } from './content';
import { expect, test } from './fixtures';
import type { StackInfo } from './stack';
import { isStaticPath, PATHNAMES, type InternalPath } from '../apps/web/src/i18n/table';

const PAGES: [string, string | ((stack: StackInfo) => Promise<string>)][] = [
  ['boards', '/pt/talents/mulheres'],
  ['a board with a filter query', '/en/talents/homens?letter=a'],
  ['gallery', firstGallery],
  ['name-search results', '/pt/modelos/ana'],
  ['a post', async (stack) => postPath((await panelPosts(stack, 'blog', 'pt'))[0]!, 'pt')],
  ['blog', '/pt/blog'],
  ['campaigns', '/en/campanhas'],
  ['about', '/pt/sobre-nos'],
  ['contact', '/pt/contato'],
  ['be-a-model', '/en/seja-modelo'],
  ['e-casting', '/pt/e-casting'],
  ['search', '/pt/buscar?name=a'],
  ['accessibility statement', '/pt/acessibilidade'],
  ['404', '/pt/no-such-page'],
  ['404 of an unsupported language', '/fr/talents'],
];

// The routing table's pages without a param that no line above opens (home has its own test).
const opened = new Set(
  PAGES.map(([, path]) => (typeof path === 'string' ? new URL(path, 'http://x').pathname.replace(/^\/(?:pt|en)(?=\/|$)/, '') : '')),
);
for (const page of (Object.keys(PATHNAMES) as InternalPath[]).filter(isStaticPath)) {
  if (page !== '/' && !opened.has(page)) PAGES.push([`${page} (routing table)`, `/pt${page}`]);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('home with the pre-home overlay, then without it', async ({ page }) => {
      await page.goto('/pt');
      await expect(page.getByRole('region', { name: 'Boas-vindas' })).toBeVisible();
      await expectAccessible(page, 'pre-home overlay');
      await enterSite(page, 'pt');
      await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
      await expectAccessible(page, 'after the overlay');
    });

    test('the menu open', async ({ page }) => {
      test.skip(viewport.width > 900, 'the menu toggle is the narrow screens\' navigation');
      await page.goto('/en/contato');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      await expectAccessible(page, 'menu open');
    });

    for (const [name, path] of PAGES) {
      test(name, async ({ page, stack }) => {
        await openPage(page, typeof path === 'string' ? path : await path(stack));
        await expectAccessible(page);
      });
    }
  });
}

/** The gallery the first card of a board links to (the site's own link, from its routing table). */
async function firstGallery(stack: StackInfo): Promise<string> {
  const html = await (await fetch(`${stack.webUrl}/en/talents/mulheres`)).text();
  const path = /href="(\/en\/model\/\d+\/[^"]+)"/.exec(html)?.[1];
  if (!path) throw new Error('no gallery link on /en/talents/mulheres');
  return path;
}

async function openPage(page: Page, path: string) {
  const answer = await page.goto(path);
  expect(answer?.status(), path).toBeLessThan(500);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('the statement is linked from the footer in both languages', async ({ page, stack }) => {
  const phone = (await panelTexts(stack)).contact_phone!.pt;
  await page.goto('/pt/contato');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }).click();
  await expect(page).toHaveURL(/\/pt\/acessibilidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2, nível AA/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Relatar uma barreira' })).toBeVisible();
  // What it asks for is what the contact form has (a message, no subject field).
  await expect(page.getByText(/começando a mensagem com “Acessibilidade”/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'página de contato' }).first()).toHaveAttribute('href', '/pt/contato');
  await expect(page.getByRole('main').getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^\d+]/g, '')}`);

  await page.goto('/en/contato');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL(/\/en\/acessibilidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility' })).toBeVisible();
  await expect(page.getByText(/WCAG\) 2\.2, level AA/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Report a barrier' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'contact page' }).first()).toHaveAttribute('href', '/en/contato');
});

test('at 375 px a phone number and an e-mail address are not broken in the middle', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  /** How many lines each text piece of the link takes (a link may break between pieces). */
  const lines = (link: ReturnType<Page['locator']>) =>
    link.evaluate((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim())
        .map((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        }),
    );
  await openPage(page, '/en/acessibilidade');
  expect(await lines(page.getByRole('main').locator('a[href^="tel:"]'))).toEqual([1]);
  await openPage(page, '/pt/contato');
  for (const link of await page.getByRole('main').locator('a[href^="mailto:"]').all()) {
    for (const count of await lines(link)) expect(count, (await link.getAttribute('href')) ?? '').toBe(1);
  }
});

test('two search forms on one page have their own names; a video poster’s name holds its visible words', async ({ page, stack }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const withVideo = (await findProfiles(stack, (p) => p.video.length > 0))[0]!;
  for (const path of ['/pt/buscar', '/en/search', `/pt/modelo/${withVideo.id}/x?tab=videos`, `/en/model/${withVideo.id}/x?tab=videos`]) {
    await openPage(page, path);
    if (path.includes('videos')) await expect(page.getByRole('button', { name: /^(Reproduzir o vídeo|Play video) 1 / })).toBeVisible();
    else await expect(page.getByRole('search')).toHaveCount(2);
    // Both rules are outside the WCAG tags the other checks run (a best practice, and an
    // experimental check of WCAG 2.5.3 "Label in Name").
    const results = await new AxeBuilder({ page }).withRules(['landmark-unique', 'label-content-name-mismatch']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), path).toEqual([]);
  }
});
