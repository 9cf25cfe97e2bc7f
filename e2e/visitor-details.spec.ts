import type { Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { TalentProfile } from '@vitrine/contracts';
import { findProfiles } from './api';
import { panelPosts, postPath } from './content';
import { expect, test } from './fixtures';

const slug = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const galleryPath = (lang: 'pt' | 'en', p: TalentProfile) => `/${lang}/modelo/${p.id}/${slug(p.name)}`;

/** How many pixels of the ring `from`–`to` px outside `box` are dark (a focus outline drawn
 * there), read from a screenshot of the page as painted. */
async function darkPixelsAround(page: Page, box: { x: number; y: number; width: number; height: number }, from: number, to: number) {
  const clip = { x: box.x - to, y: box.y - to, width: box.width + 2 * to, height: box.height + 2 * to };
  const png = await page.screenshot({ clip });
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / clip.width;
  let dark = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const [cx, cy] = [x / scale, y / scale];
      const outside = Math.max(to - cx, cx - (to + box.width), to - cy, cy - (to + box.height));
      if (outside < from || outside > to) continue;
      const at = (y * info.width + x) * 3;
      if (data[at]! + data[at + 1]! + data[at + 2]! < 3 * 90) dark++;
    }
  }
  return dark;
}

// The machine running these may be busy: pages get more time than the default.
test.describe.configure({ timeout: 180_000 });
test.use({ navigationTimeout: 90_000 });

test.describe('boards by keyboard', () => {
  for (const width of [375, 1440]) {
    test(`at ${width} px, three Tabs reach the first card through the skip links, and its focus ring is drawn whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pt/talents/mulheres');
      await page.waitForLoadState('networkidle');
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Pular para os resultados' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      const card = page.locator('a[data-card-link]').first();
      await expect(card).toBeFocused();
      await expect(card).toBeInViewport({ ratio: 0.5 });
      const box = (await card.boundingBox())!;
      // The outline: 2 px wide, 4 px away from the link (TalentGrid.module.css).
      const ring = await darkPixelsAround(page, box, 4, 6);
      const perimeter = 2 * (box.width + box.height);
      expect(ring, 'dark pixels of the focus ring around the card').toBeGreaterThan(perimeter);
    });
  }
});

test.describe('gallery slider', () => {
  test('Enter on an arrow pages the book; the announcement is heard, not shown, and nothing moves', async ({ page, stack }) => {
    const talent = (await findProfiles(stack, (p) => p.book.length >= 4))[0]!;
    for (const [lang, next] of [
      ['pt', 'Próximas imagens'],
      ['en', 'Next images'],
    ] as const) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(galleryPath(lang, talent));
      const panel = page.getByRole('tabpanel', { name: 'BOOK' });
      const position = panel.getByTestId('slider-position');
      await expect(position).toHaveText(/\/ \d+$/);
      const start = await position.textContent();
      const button = panel.getByRole('button', { name: next });
      await expect(button).toBeEnabled();
      const before = (await panel.boundingBox())!;
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(position).not.toHaveText(start!);
      const notification = panel.locator('.swiper-notification');
      await expect(notification).toHaveText(next);
      const box = (await notification.boundingBox())!;
      expect(box.width * box.height, 'the live region takes no room on screen').toBeLessThanOrEqual(1);
      const after = (await panel.boundingBox())!;
      expect(after.height).toBe(before.height);
    }
  });
});

test.describe('back to the talents', () => {
  test('returns to the board, letter and filters the visitor came from', async ({ page }) => {
    await page.goto('/pt/talents/mulheres?letter=a');
    const letters = page.getByRole('navigation', { name: 'Inicial do nome' });
    await expect(letters.getByRole('link', { name: 'A', exact: true })).toHaveAttribute('aria-current', 'true');
    await page.locator('a[data-card-link]').first().click();
    await expect(page).toHaveURL(/\/pt\/modelo\/\d+\//);
    const back = page.getByRole('link', { name: 'Voltar para os talentos' });
    await expect(back).toHaveAttribute('href', '/pt/talents/mulheres?letter=a');
    await back.click();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres\?letter=a$/);
    await expect(letters.getByRole('link', { name: 'A', exact: true })).toHaveAttribute('aria-current', 'true');
  });

  test('a gallery opened directly goes back to every talent', async ({ page, stack }) => {
    const talent = (await findProfiles(stack, (p) => p.book.length > 0))[0]!;
    await page.goto(galleryPath('en', talent));
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: 'Back to the talents' })).toHaveAttribute('href', '/en/talents');
  });
});

test.describe('the men’s filter panel', () => {
  for (const [lang, chest, bust] of [
    ['pt', 'Tórax', 'Busto'],
    ['en', 'Chest', 'Bust'],
  ] as const) {
    test(`names the range "${chest}" as the gallery does for men (${lang}), and women's "${bust}"`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      const min = lang === 'pt' ? 'mínimo' : 'minimum';
      await page.goto(`/${lang}/talents/homens`);
      await expect(page.getByRole('slider', { name: `${chest}, ${min}` })).toBeAttached();
      await expect(page.getByRole('slider', { name: `${bust}, ${min}` })).toHaveCount(0);
      await page.goto(`/${lang}/talents/mulheres`);
      await expect(page.getByRole('slider', { name: `${bust}, ${min}` })).toBeAttached();
    });
  }
});

test('a blank name search shows the search prompt, not an empty result', async ({ page }) => {
  await page.goto('/pt/modelos/%20');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Buscar talentos');
  await expect(page.getByText('Digite um nome no campo acima para ver os resultados')).toBeVisible();
  await expect(page.getByText('Modelos com')).toHaveCount(0);
});

test.describe('e-casting without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const [lang, text, loading, women] of [
    ['pt', 'precisa de JavaScript', 'Carregando a sua seleção…', 'Feminino'],
    ['en', 'needs JavaScript', 'Loading your selection…', 'Women'],
  ] as const) {
    test(`says the list lives in this browser and links to the boards (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/e-casting`);
      await expect(page.getByText(text)).toBeVisible();
      await expect(page.getByText(loading)).toBeHidden();
      await expect(page.getByRole('main').getByRole('link', { name: women, exact: true })).toHaveAttribute('href', `/${lang}/talents/mulheres`);
    });
  }
});

test('at 375 px the fixed header never hides the element that has the keyboard focus (WCAG 2.4.11)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pt/talents/mulheres');
  await page.waitForLoadState('networkidle');
  let checked = 0;
  for (let i = 0; i < 45; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body || element.closest('[data-frame="header"]')) return null;
      const rect = element.getBoundingClientRect();
      if (rect.width < 1 || rect.height < 1) return null;
      // Some point of the element is the topmost thing there (not under the fixed header).
      const points: [number, number][] = [0.5, 0.1, 0.9].flatMap((fy) => [0.5, 0.1, 0.9].map((fx): [number, number] => [rect.left + rect.width * fx, rect.top + rect.height * fy]));
      const seen = points.some(([x, y]) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      });
      return { seen, text: element.textContent?.trim().slice(0, 40) || element.tagName };
    });
    if (!focus) continue;
    checked++;
    expect(focus.seen, `“${focus.text}” is not hidden by the fixed header`).toBe(true);
  }
  expect(checked).toBeGreaterThan(20);
});

test.describe('the contact page’s staff links', () => {
  for (const width of [375, 1440]) {
    test(`name what they show: phone, address, handle (WCAG 2.5.3) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ['pt', 'en']) {
        await page.goto(`/${lang}/contato`);
        const results = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
        const phone = page.locator('a[href^="tel:"][aria-label]').first();
        await expect(phone).toHaveAccessibleName(new RegExp(`^${(await phone.textContent())!.replace(/[()+]/g, '\\$&')}, `));
      }
    });
  }
});

test('/favicon.ico is an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
  expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
});

test.describe('structured data', () => {
  const blocks = async (page: Page) =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);

  test('home and contact describe the agency with its offices; a post is a BlogPosting; no talent in any', async ({ page, stack }) => {
    for (const path of ['/pt', '/en/contato']) {
      await page.goto(path);
      const [agency] = await blocks(page);
      expect(agency).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Vitrine' });
      const places = agency!.location as { address: { addressLocality: string } }[];
      expect(places.map((place) => place.address.addressLocality)).toEqual(['São Paulo', 'Porto Alegre']);
      expect(JSON.stringify(agency)).not.toMatch(/\/modelo\/|\/model\//);
    }
    const [post] = await panelPosts(stack, 'blog', 'pt');
    await page.goto(postPath(post!, 'pt'));
    const [posting] = await blocks(page);
    expect(posting).toMatchObject({ '@type': 'BlogPosting', headline: post!.title.slice(0, 110), inLanguage: 'pt' });
    expect(new URL(posting!.url as string).pathname).toBe(new URL(page.url()).pathname);
  });
});

test('a long unbroken post title wraps inside a 375 px screen', async ({ page, stack }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const [post] = await panelPosts(stack, 'blog', 'pt');
  await page.goto(postPath(post!, 'pt'));
  await page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    h1.textContent = 'Supercalifragilisticexpialidocious'.repeat(4);
  });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test.describe('the accessibility statement', () => {
  for (const [lang, link, headings] of [
    ['pt', 'Acessibilidade', ['Estado de conformidade', 'Conteúdo não acessível', 'Como e quando foi avaliado', 'Contato sobre acessibilidade']],
    ['en', 'Accessibility', ['Compliance status', 'Non-accessible content', 'How and when it was assessed', 'Accessibility feedback']],
  ] as const) {
    test(`has the model statement's parts and is linked from every page's footer (${lang})`, async ({ page }) => {
      for (const path of [`/${lang}/blog`, `/${lang}/talents/mulheres`, `/${lang}/contato`]) {
        await page.goto(path);
        await expect(page.getByRole('contentinfo').getByRole('link', { name: link, exact: true })).toHaveAttribute('href', `/${lang}/acessibilidade`);
      }
      await page.goto(`/${lang}/acessibilidade`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(link);
      for (const name of headings) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByText(/WCAG 2\.2/).first()).toBeVisible();
      await expect(page.getByText(lang === 'pt' ? /2 de dezembro de 2026/ : /2 December 2026/)).toBeVisible();
      await expect(page.getByText(lang === 'pt' ? /todos os anos/ : /every year/)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: lang === 'pt' ? 'página de contato' : 'contact page' }).last()).toHaveAttribute('href', `/${lang}/contato`);
    });
  }
});
