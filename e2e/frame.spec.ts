/** The frame (SPEC §2.4, §4, §9): header and navigation, mobile menu, locale switch, name
 * search, footer, pre-home overlay, install banner, spinner, scroll to the top. */
import type { Locator, Page } from '@playwright/test';
import { gallerySlug, isShownOnSite, listTalents } from './api';
import { enterSite, panelPosts, panelSocials, postPath } from './content';
import { expect, test } from './fixtures';
import { announcedExpanded } from './a11y';
import { holdChunk, isHydrated } from './hold';
import { recordShifts, shiftsOf } from './shifts';
import type { StackInfo } from './stack';

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 375, height: 812 };

const NAV = {
  pt: ['Feminino', 'Masculino', 'Internacional', 'sobre nós', 'seja modelo', 'contato'],
  en: ['Women', 'Men', 'International', 'about us', 'be a model', 'contact'],
};
const NAV_TARGETS = ['/talents/mulheres', '/talents/homens', '/talents/internacional', '/sobre-nos', '/seja-modelo', '/contato'];

const mainNav = (page: Page, lang: 'pt' | 'en') =>
  page.getByRole('navigation', { name: lang === 'pt' ? 'Principal' : 'Main' });

/** The social links the panel has configured, as the frame should show them. */
async function configuredSocials(stack: StackInfo): Promise<string[]> {
  return Object.entries(await panelSocials(stack))
    .filter(([, value]) => value && value.url.trim())
    .map(([network]) => network);
}

test.describe('desktop header (≥ 991 px)', () => {
  test.use({ viewport: DESKTOP });

  for (const lang of ['pt', 'en'] as const) {
    test(`navigation links in ${lang}`, async ({ page }) => {
      await page.goto(`/${lang}/contato`);
      const nav = mainNav(page, lang);
      await expect(nav).toBeVisible();
      await expect(page.getByRole('banner').getByRole('navigation', { includeHidden: true })).toHaveCount(1);
      for (const [index, label] of NAV[lang].entries()) {
        await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', `/${lang}${NAV_TARGETS[index]}`);
      }
      await expect(page.getByRole('button', { name: lang === 'pt' ? 'Abrir menu' : 'Open menu' })).toBeHidden();
      await expect(nav.getByRole('link', { name: lang === 'pt' ? 'contato' : 'contact' })).toHaveAttribute('aria-current', 'page');
    });
  }

  test('the favourites link leads to the e-casting page', async ({ page }) => {
    await page.goto('/pt/contato');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Favoritos' })).toHaveAttribute('href', '/pt/e-casting');
  });

  test('the name-search box goes to /pt/modelos/{text}; an empty text does nothing', async ({ page }) => {
    await page.goto('/pt/contato');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar modelo pelo nome' });
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await box.press('Enter');
    await box.fill('ana');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pt\/modelos\/ana$/);
    // The empty Enter, pressed first, led nowhere: the only other page opened is the search's
    // (the router's own history entry for /pt/contato may be recorded too).
    expect(visited.filter((path) => path !== '/pt/contato')).toEqual(['/pt/modelos/ana']);
    await expect(page.getByRole('heading', { level: 1, name: /ana/ })).toBeVisible();
  });

  test('the name search encodes the text', async ({ page }) => {
    await page.goto('/en/contato');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search a model by name' });
    await box.fill('Ana Júlia');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/en\/modelos\/Ana%20J%C3%BAlia$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Talents matching “Ana Júlia”' })).toBeVisible();
  });
});

test.describe('name search, odd texts', () => {
  test('"." and ".." search by name like any text, with and without JavaScript', async ({ page, browser, baseURL }) => {
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar modelo pelo nome' });
    for (const text of ['.', '..']) {
      await page.goto('/pt/contato');
      await box.fill(text);
      await box.press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === '/pt/buscar' && url.searchParams.get('q') === text);
      await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(text);
      await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
    }
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: DESKTOP });
    const bare = await context.newPage();
    const answer = await bare.goto('/en/modelos?q=..');
    expect(answer!.status()).toBe(200);
    expect(new URL(bare.url()).pathname).toBe('/en/search');
    await context.close();
  });

  test('a long word searched stays within the page on a phone; a blank one is titled as the search page', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto(`/pt/modelos/${encodeURIComponent('@joana.vieira.oficial.da.agencia')}`);
    await expect(page.getByRole('heading', { level: 1, name: /joana/ })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(MOBILE.width);
    await page.goto('/pt/modelos/%20');
    await expect(page).toHaveTitle(/^Talent Search \| /);
  });
});

test.describe('name search without JavaScript', () => {
  test('the form still reaches /{lang}/modelos/{text}', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto('/pt/contato');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar modelo pelo nome' });
    await box.fill('ana');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/pt\/modelos\/ana$/);
    await expect(page.getByRole('heading', { level: 1, name: /ana/ })).toBeVisible();
    await context.close();
  });
});

test.describe('mobile header (< 991 px)', () => {
  test.use({ viewport: MOBILE });

  test('the toggle menu opens, closes with Escape, on navigation and on a desktop-wide window', async ({ page }) => {
    await page.goto('/pt/contato');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    // One navigation, one name box and one locale switch: the menu's are the desktop bar's.
    await expect(header.getByRole('navigation', { includeHidden: true })).toHaveCount(1);
    await expect(header.getByRole('searchbox', { includeHidden: true })).toHaveCount(1);
    const locales = header.getByRole('list', { name: 'Idioma', includeHidden: true });
    await expect(locales).toHaveCount(1);
    await expect(locales).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Abrir menu' });
    await expect.poll(() => announcedExpanded(page, 'Abrir menu')).toBe(false);
    const menu = page.locator(`#${await toggle.getAttribute('popovertarget')}`);
    await expect(menu).toBeHidden();
    await expect(header.getByRole('link', { name: 'Feminino', exact: true })).toBeHidden();

    await toggle.click();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();
    await expect.poll(() => announcedExpanded(page, 'Fechar menu')).toBe(true);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Feminino', exact: true })).toBeVisible();
    // On a compact phone the locale switch shows in the bar while the menu is open.
    await expect(locales.getByRole('link', { name: /English/ })).toBeVisible();
    // The page behind does not scroll and is inert while the menu is open; the first link has the focus.
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(page.locator('#content')).toHaveAttribute('inert', '');
    await expect(menu.getByRole('link', { name: 'Feminino', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeFocused();
    await expect.poll(() => announcedExpanded(page, 'Abrir menu')).toBe(false);
    await expect(page.locator('#content')).not.toHaveAttribute('inert');
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');

    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Masculino', exact: true }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/homens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masculino' })).toBeVisible();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();

    // A link to the page already shown closes it too.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('link', { name: 'Masculino', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect(page.locator('#content')).not.toHaveAttribute('inert');

    // The window grows to the desktop layout: the menu closes, the page is free again.
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await expect(menu).toBeVisible();
    await page.setViewportSize(DESKTOP);
    await expect.poll(() => menu.evaluate((element) => element.matches(':popover-open'))).toBe(false);
    await expect(page.locator('#content')).not.toHaveAttribute('inert');
    await expect(mainNav(page, 'pt').getByRole('link', { name: 'Feminino', exact: true })).toBeVisible();
  });

  test('a search from the menu for the results already shown closes the menu', async ({ page }) => {
    await page.goto('/pt/modelos/ana');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Buscar modelo pelo nome' });
    await box.fill(' ana ');
    await box.press('Enter');
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toBeVisible();
    await expect(page.locator('#content')).not.toHaveAttribute('inert');
    await expect(page).toHaveURL(/\/pt\/modelos\/ana$/);
  });

  test('the menu fades in 500 ms', async ({ page }) => {
    await page.goto('/en/contato');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#site-menu');
    await expect(menu).toHaveCSS('transition-duration', /^0\.5s/);
    await expect(menu).toHaveCSS('opacity', '1');
  });

  test('the menu opens and closes before the page is hydrated', async ({ page }) => {
    const scripts = await holdChunk(page, ''); // every script chunk
    await page.goto('/pt/contato', { waitUntil: 'domcontentloaded' });
    const toggle = page.getByRole('banner').locator('button[popovertarget]');
    const menu = page.locator('#site-menu');
    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeVisible();
    await expect.poll(() => scripts.held()).toBe(true);
    expect(await isHydrated(toggle)).toBe(false);

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    // Open while the scripts arrive: once hydrated, the page behind turns inert and a link closes it.
    await toggle.click();
    await expect(menu).toBeVisible();
    scripts.release();
    await expect(page.locator('#content')).toHaveAttribute('inert', '');
    await menu.getByRole('link', { name: 'Masculino', exact: true }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/homens$/);
    await expect(menu).toBeHidden();
  });
});

test.describe('mobile menu without JavaScript', () => {
  test('opens, closes with Escape, and its links lead to their pages', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: MOBILE });
    const page = await context.newPage();
    await page.goto('/en/contato');
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
    await expect(page.getByRole('banner').getByRole('link', { name: /Português/ })).toBeVisible();
    // The page behind the menu is out of reach: Tab goes round the header and the menu only.
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Women', exact: true })).toBeFocused();
    const behind = page.locator('#content :focus, [data-frame="footer"] :focus');
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab');
      await expect(behind).toHaveCount(0);
    }

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Men', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/talents\/homens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Men' })).toBeVisible();
    await expect(menu).toBeHidden();
    await context.close();
  });
});

test.describe('locale switch on a touch phone', () => {
  test.use({ viewport: MOBILE, hasTouch: true, isMobile: true });

  test('a tap on the other language in the open menu leads there, both ways', async ({ page }) => {
    await page.goto('/pt/blog');
    await page.getByRole('button', { name: 'Abrir menu' }).tap();
    await page.getByRole('link', { name: /English/ }).tap();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('link', { name: /Português/ }).tap();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  });
});

test.describe('locale switch', () => {
  test.use({ viewport: DESKTOP });

  test('keeps the page and the query', async ({ page }) => {
    await page.goto('/pt/talents/mulheres?office=sao-paulo');
    // The cached page's link carries no query (it is everyone's); the visitor's own is added once
    // the page's code has run (see the next test).
    const english = page.getByRole('link', { name: /English/ });
    await expect(english).toHaveAttribute('href', '/en/talents/mulheres?office=sao-paulo');
    await english.click();
    await expect(page).toHaveURL(/\/en\/talents\/mulheres\?office=sao-paulo$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();

    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres\?office=sao-paulo$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1, name: 'Feminino' })).toBeVisible();
  });

  test('carries the visitor’s own query, never that of the request that filled the cache', async ({ page, request }) => {
    const name = `cache${Date.now().toString(36)}`;
    // The first request of this page renders it, with someone's query (a name typed in a link).
    await request.get(`/en/modelos/${name}?by=Maria%20Leak`);
    const html = (await (await request.get(`/en/modelos/${name}`)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
    expect(html).toContain(`href="/pt/modelos/${name}"`);
    expect(html).not.toContain('Leak');
    await page.goto(`/en/modelos/${name}?ref=mine`);
    await expect(page.getByRole('link', { name: /Português/ })).toHaveAttribute('href', `/pt/modelos/${name}?ref=mine`);
    await page.goto(`/en/modelos/${name}`);
    await expect(page.getByRole('link', { name: /Português/ })).toHaveAttribute('href', `/pt/modelos/${name}`);
  });

  test('uses the locale’s word for the talent page', async ({ page, stack }) => {
    const talent = (await listTalents(stack, 'pt')).find(isShownOnSite)!;
    await page.goto(`/pt/modelo/${talent.id}/${gallerySlug(talent.name)}`);
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/model/${talent.id}/${gallerySlug(talent.name)}$`));
    await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible();
  });

  test('from the keyboard, leaves the focus on the new page’s content, as any other link does', async ({ page }) => {
    await page.goto('/pt/sobre-nos', { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: /English/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/sobre-nos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#content')).toBeFocused();
  });

  test('scrolls to the top', async ({ page }) => {
    await page.goto('/pt/talents');
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/talents$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('every route change', () => {
  test.use({ viewport: MOBILE });

  test('scrolls to the top', async ({ page }) => {
    await page.goto('/pt/talents/mulheres');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Masculino' }).scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Masculino' }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/homens$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masculino' })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('moves the focus to the new page: the next Tab reaches its content, not the rest of the menu', async ({ page }) => {
    await page.goto('/pt/contato');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Masculino' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Masculino' })).toBeVisible();
    await expect(page.locator('main#content')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.querySelector('#content')!.contains(document.activeElement))).toBe(true);
  });
});

test.describe('every route change, by keyboard on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('the focus moves to the new page, also back and forward', async ({ page }) => {
    await page.goto('/en/contato');
    const nav = mainNav(page, 'en');
    await nav.getByRole('link', { name: 'Women' }).press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    const inContent = () => page.evaluate(() => document.querySelector('#content')!.contains(document.activeElement));
    await expect(page.locator('main#content')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect.poll(inContent).toBe(true);
    await nav.getByRole('link', { name: 'about us' }).press('Enter');
    await expect(page).toHaveURL(/\/en\/sobre-nos$/);
    await expect(page.locator('main#content')).toBeFocused();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Women' })).toBeVisible();
    await expect(page.locator('main#content')).toBeFocused();
  });
});

test.describe('loading bar', () => {
  test('waits 200 ms before it shows, and fills in about 5 s while the next page is slow', async ({ page }) => {
    await page.goto('/pt/contato');
    await page.waitForLoadState('networkidle');
    // Time stands still but for runFor: what the bar shows is what its timers did.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/pt\/sobre-nos/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nós' }).click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeAttached();
    expect(await bar.evaluate((el) => getComputedStyle(el).animationDelay)).toBe('0.2s');
    const progress = () =>
      bar.evaluate((el) => {
        const { e: x } = new DOMMatrix(getComputedStyle(el).transform);
        return 1 + x / el.getBoundingClientRect().width;
      });
    // Random steps: about half way at 2.5 s, most of the way at 5 s (about 30 % before).
    await page.clock.runFor(2500);
    await expect.poll(progress).toBeGreaterThan(0.25);
    expect(await progress()).toBeLessThan(0.85);
    await page.clock.runFor(2500);
    await expect.poll(progress).toBeGreaterThan(0.6);
    await page.clock.resume();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'AGENCIA' })).toBeVisible();
  });
});

test.describe('footer', () => {
  for (const lang of ['pt', 'en'] as const) {
    test(`columns, social links as configured, copyright and credit (${lang})`, async ({ page, stack }) => {
      await page.goto(`/${lang}/contato`);
      const footer = page.getByRole('contentinfo');
      const headings = lang === 'pt' ? ['Casting', 'Agência', 'Faça Parte'] : ['Casting', 'Agency', 'Join us'];
      for (const name of headings) await expect(footer.getByRole('heading', { name, exact: true })).toBeVisible();

      const networks = await configuredSocials(stack);
      const social = footer.getByRole('heading', { name: lang === 'pt' ? 'Redes Sociais' : 'Social media' });
      if (networks.length === 0) await expect(social).toHaveCount(0);
      else await expect(social).toBeVisible();
      for (const network of ['facebook', 'instagram', 'tiktok']) {
        const label = { facebook: 'Facebook', instagram: 'Instagram', tiktok: 'TikTok' }[network]!;
        await expect(footer.getByRole('link', { name: label })).toHaveCount(networks.includes(network) ? 1 : 0);
      }

      await expect(footer.getByText(/© 2020 Vitrine/)).toBeVisible();
      await expect(footer.getByText(lang === 'pt' ? 'Desenvolvido com Vitrine' : 'Powered by Vitrine')).toBeVisible();
    });
  }
});

test.describe('pre-home overlay', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    test(`shows on home only, hides the frame, and its logo dismisses it (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const overlay = page.getByRole('region', { name: 'Boas-vindas' });
      await expect(overlay).toBeVisible();
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();

      await overlay.getByRole('button', { name: /Entrar/ }).click();
      await expect(overlay).toBeHidden();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();

      // Home again within the visit: the landing is not shown twice.
      await page.goto('/pt/contato');
      await expect(page.getByRole('region', { name: 'Boas-vindas' })).toHaveCount(0);
    });
  }

  test('by keyboard: the first Tab reaches its button, Enter or Escape dismisses it, focus goes to the page', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/');
    const overlay = page.getByRole('region', { name: 'Boas-vindas' });
    const enter = overlay.getByRole('button', { name: /Entrar/ });
    await expect(enter).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(enter).toBeFocused();
    // Keys work once the page is hydrated: press until the overlay is gone (an Enter that worked
    // while the overlay was still leaving is not pressed again on a button that is going).
    await expect(async () => {
      if (await overlay.isVisible()) {
        await enter.focus({ timeout: 1000 });
        await page.keyboard.press('Enter');
      }
      await expect(overlay).toBeHidden({ timeout: 1000 });
    }).toPass();
    await expect(page.locator('main#content')).toBeFocused();

    // A new visit: Escape.
    await page.goto('about:blank');
    await page.goto('/');
    await expect(overlay).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(overlay).toBeHidden({ timeout: 1000 });
    }).toPass();
    await expect(page.locator('main#content')).toBeFocused();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('is not shown when the visit starts on another page and reaches home by a link', async ({ page }) => {
    // Once the page's code runs: a link followed before that loads home as a new document, which
    // starts a visit on home (and shows the overlay).
    await page.goto('/pt/contato', { waitUntil: 'networkidle' });
    await page.getByRole('banner').getByRole('link', { name: 'Vitrine — página inicial' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: 'Destaques' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Boas-vindas' })).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('is in the server-rendered page (no layout shift) and in English on /en', async ({ page, request }) => {
    const html = await (await request.get('/en')).text();
    expect(html).toContain('data-prehome="open"');
    await page.goto('/en');
    await expect(page.getByRole('region', { name: 'Welcome' }).getByRole('button', { name: /Enter/ })).toBeVisible();
  });

  test('is not shown without JavaScript, and the frame is', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Boas-vindas' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeVisible();
    await context.close();
  });
});

/**
 * The spinner closes by a CSS animation (so it works without JavaScript), which Playwright's
 * clock does not drive (it fakes timers and Date, not the document timeline). The animations'
 * own clock is held instead: DevTools' Animation domain stops the timeline before the page
 * loads, then seeks the spinner's animation to chosen times.
 */
async function holdAnimations(page: import('@playwright/test').Page) {
  const cdp = await page.context().newCDPSession(page);
  const ids = new Map<string, string>();
  // CSS Modules prefix the keyframes' names (`G89Ila_vt-spinner-close`): keep the name's end.
  cdp.on('Animation.animationStarted', ({ animation }) => ids.set(animation.name.replace(/^.*?_(?=vt-)/, ''), animation.id));
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return {
    /** Puts the named CSS animation at `ms` from its start (its delay included). */
    async seek(name: string, ms: number) {
      await expect.poll(() => ids.has(name), { message: `the ${name} animation runs` }).toBe(true);
      await cdp.send('Animation.seekAnimations', { animations: [ids.get(name)!], currentTime: ms });
    },
  };
}

test.describe('first-load spinner', () => {
  test('over a page still filling itself in, shows from the first paint and closes at 1 s, also without JavaScript', async ({ browser, baseURL }) => {
    test.setTimeout(180_000); // two first renders of a page
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ javaScriptEnabled, baseURL });
      const page = await context.newPage();
      // The e-casting list is read from browser storage: with its code held back, the page stays
      // at its loading line, as on a slow connection.
      await page.route((url) => url.pathname.startsWith('/_next/static/chunks/') && url.pathname.endsWith('.js'), (route) => route.abort());
      const animations = await holdAnimations(page);
      await page.goto('/pt/e-casting', { waitUntil: 'commit' });
      const spinner = page.locator('[data-frame="spinner"]');
      await animations.seek('vt-spinner-close', 0);
      await expect(spinner).toBeVisible();
      await animations.seek('vt-spinner-close', 990);
      await expect(spinner).toBeVisible();
      await animations.seek('vt-spinner-close', 1_000);
      await expect(spinner).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'E-casting' })).toBeVisible();
      await context.close();
    }
  });

  test('never covers a page served whole from the cache: a shared gallery link shows the gallery at once', async ({ page, stack }) => {
    test.setTimeout(180_000); // three pages rendered for the first time
    const talent = (await listTalents(stack, 'pt')).find(isShownOnSite)!;
    for (const path of [`/pt/modelo/${talent.id}/${gallerySlug(talent.name)}`, '/pt/contato', '/pt/talents/mulheres']) {
      await page.goto(path);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Not a fade that ends later: the spinner is not drawn at all.
      expect(await page.locator('[data-frame="spinner"]').evaluate((element) => getComputedStyle(element).display)).toBe('none');
    }
  });

  test('is not shown to visitors who ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // With the animations held, the spinner would stay on screen if it were shown at all.
    await holdAnimations(page);
    await page.goto('/pt/contato', { waitUntil: 'commit' });
    await expect(page.locator('[data-frame="spinner"]')).toBeAttached();
    await expect(page.locator('[data-frame="spinner"]')).toBeHidden();
  });

  test('is not shown again on later pages of the visit', async ({ page }) => {
    await page.goto('/pt/contato');
    await expect(page.locator('[data-frame="spinner"]')).toBeHidden({ timeout: 3_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre nós' }).click();
    await expect(page).toHaveURL(/\/pt\/sobre-nos$/);
    await expect(page.locator('[data-frame="spinner"]')).toBeHidden();
    // A new locale renders the frame anew: still no spinner.
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en\/sobre-nos$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await page.locator('[data-frame="spinner"]').isVisible()).toBe(false);
  });
});

const topOf = async (locator: Locator) => (await locator.boundingBox())!.y;
const bottomOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

/** The browser offers installation, as Chromium does (`beforeinstallprompt`): true once the
 * page's banner listens (its listener cancels the event). */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {},
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

/** Offers installation once the page listens; the banner it shows (Portuguese). */
async function showBanner(page: Page) {
  await expect.poll(() => offerInstall(page)).toBe(true);
  const banner = page.getByRole('complementary', { name: 'Instale o Vitrine' });
  await expect(banner).toBeVisible();
  return banner;
}

test.describe('install banner', () => {
  test("on a phone's home it leaves the slider's caption and controls uncovered, and moves nothing as it comes", async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await recordShifts(page);
    await page.goto('/pt', { waitUntil: 'networkidle' });
    await enterSite(page, 'pt');
    const before = await shiftsOf(page);
    const banner = await showBanner(page);
    const slider = page.getByRole('region', { name: 'Destaques' });
    // The shown slide's caption (its title, a link when the slide has one).
    const caption = slider.getByRole('group', { name: /^Slide 1 de / }).locator(':is(a, p)').first();
    for (const part of [slider.getByRole('button', { name: 'Pausar apresentação' }), slider.getByRole('button', { name: 'Ir para o slide 1', exact: true }), caption]) {
      await expect.poll(() => bottomOf(part)).toBeLessThanOrEqual(await topOf(banner));
    }
    // The caption and the controls glide up with the banner: not a layout shift.
    expect(await shiftsOf(page)).toBe(before);
  });

  test('on a phone, a notification shows above it, not over its buttons', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/pt/talents/mulheres', { waitUntil: 'networkidle' });
    const banner = await showBanner(page);
    await page.getByRole('main').getByRole('button', { name: /^Favorito: / }).first().click();
    const toast = page.getByRole('region', { name: 'Notificações' }).getByRole('listitem');
    await expect(toast.getByText('modelo adicionado')).toBeVisible();
    await expect.poll(() => bottomOf(toast)).toBeLessThanOrEqual(await topOf(banner));
    await expect(banner.getByRole('button', { name: 'Instalar' })).toBeVisible();
  });

  test('on a phone, a link reached with Tab is scrolled to above it, never under it', async ({ page }) => {
    await page.setViewportSize(MOBILE);
    await page.goto('/pt/sobre-nos', { waitUntil: 'networkidle' });
    const banner = await showBanner(page);
    const bannerTop = await topOf(banner);
    // Every footer link in turn, from the keyboard.
    const links = page.getByRole('contentinfo').getByRole('link');
    const count = await links.count();
    await links.first().focus();
    for (let i = 0; i < count; i += 1) {
      if (i > 0) await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toBeVisible();
      await expect.poll(() => bottomOf(focused), `${i + 1}. ${await focused.textContent()}`).toBeLessThanOrEqual(bannerTop);
    }
  });

  test('is hidden by default and shows when the browser offers installation', async ({ page }) => {
    // The banner listens once the page is hydrated: wait for the scripts to settle.
    await page.goto('/pt/contato', { waitUntil: 'networkidle' });
    const banner = page.getByRole('complementary', { name: 'Instale o Vitrine' });
    await expect(banner).toHaveCount(0);

    await expect.poll(() => offerInstall(page)).toBe(true);
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Instalar' })).toBeVisible();
    // It covers nothing: scrolled to the end, the footer's last line is above it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(async () => bottomOf(page.getByRole('contentinfo').getByText(/^© 2020/))).toBeLessThanOrEqual(await topOf(banner));

    // Dismissed from the keyboard: the visitor goes on in the page's content.
    await banner.getByRole('button', { name: 'Agora não' }).focus();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.locator('#content')).toBeFocused();

    // The dismissal is remembered: once the banner's listener has taken the offer (it cancels
    // the event) and React has had two frames to render, there is still no banner.
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => offerInstall(page)).toBe(true);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(banner).toHaveCount(0);
  });
});

test.describe('document', () => {
  test('the skip link leads to the content', async ({ page }) => {
    await page.goto('/en/contato');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(page.locator('main#content')).toHaveCount(1);
  });
});

test.describe('hydration in parts', () => {
  // React writes an Activity boundary's content in place between these marks; the browser
  // hydrates each such part on its own, after the rest of the page.
  const parts = (html: string) => [...html.matchAll(/<!--&-->([\s\S]*?)<!--\/&-->/g)].map((m) => m[1]!);

  test('the header, the footer and the main content of home, a board, the blog and a post hydrate apart, written in place', async ({ request, stack }) => {
    const [post] = await panelPosts(stack, 'blog', 'pt');
    expect(post).toBeTruthy();
    const pages: [string, RegExp][] = [
      ['/pt', /^<section[^>]*aria-roledescription="carousel"[\s\S]*^<section[^>]*aria-labelledby="home-posts"/m],
      ['/pt/talents/mulheres', /^<ul [^>]*><li[^>]*><a href="\/pt\/modelo\//m],
      ['/pt/blog', /^<ul /m],
      [postPath(post!, 'pt'), /^<div[^>]*><article/m],
    ];
    for (const [path, content] of pages) {
      const html = await (await request.get(path)).text();
      const found = parts(html);
      expect(found.filter((part) => /^<header[^>]*data-frame="header"/.test(part)), path).toHaveLength(1);
      expect(found.filter((part) => /^<footer[^>]*data-frame="footer"/.test(part)), path).toHaveLength(1);
      expect(found.map((part) => part.slice(0, 200)).join('\n'), path).toMatch(content);
      // Nothing is written out of place for a script to move in (a browser without JavaScript
      // would never show it).
      expect(html, path).not.toMatch(/<template id="B:|<div hidden id="S:/);
    }
  });
});
