import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TalentProfile } from '@vitrine/contracts';
import { findProfiles } from './api';
import { expect, test } from './fixtures';
import { zipEntryNames } from './zip';

const slug = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const galleryPath = (lang: 'pt' | 'en', p: TalentProfile) => `/${lang}/modelo/${p.id}/${slug(p.name)}`;

/** "1,77 m / 5'10"" (pt) or "1.77 m / 5'10"" (en) from the wire's 177/5'10. */
function heightText(wire: string, lang: 'pt' | 'en'): string {
  const [cm, feet] = wire.split('/');
  const metres = (Number(cm) / 100).toFixed(2);
  return `${lang === 'pt' ? metres.replace('.', ',') : metres} m / ${feet}"`;
}

let full: TalentProfile;
let bookOnly: TalentProfile;
let man: TalentProfile;

test.beforeAll(async ({ stack }) => {
  full = (await findProfiles(stack, (p) => p.gender === 'woman' && p.book.length >= 3 && p.snap.length > 0 && p.compo.length > 0 && p.video.length > 0 && p.name.length <= 20))[0]!;
  bookOnly = (await findProfiles(stack, (p) => p.book.length > 0 && !p.snap.length && !p.compo.length && !p.video.length))[0]!;
  man = (await findProfiles(stack, (p) => p.gender === 'man' && p.height !== null && /^(PP|P|M|G|GG)$/.test(p.shirt ?? '')))[0]!;
});

test.describe('gallery tabs', () => {
  test('a talent with every kind of media has the four tabs; the tab is in the address and survives a reload', async ({ page }) => {
    await page.goto(galleryPath('pt', full));
    const tabs = page.getByRole('tablist', { name: 'Galerias' }).getByRole('tab');
    await expect(tabs).toHaveText(['BOOK', 'VIDEOS', 'POLAROIDS', 'COMPOSITE']);
    await expect(page.getByRole('tab', { name: 'BOOK' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'POLAROIDS' }).click();
    await expect(page).toHaveURL(/\?tab=polaroids$/);
    await expect(page.getByRole('tab', { name: 'POLAROIDS' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'POLAROIDS' });
    await expect(panel.getByRole('img').first()).toBeVisible();
    await expect(panel).toHaveAttribute('aria-busy', 'false');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'POLAROIDS' })).toHaveAttribute('aria-selected', 'true');

    // ARIA tabs: arrow keys move the selection and the focus.
    await page.getByRole('tab', { name: 'POLAROIDS' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'COMPOSITE' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'COMPOSITE' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?tab=composite$/);
    await page.keyboard.press('Home');
    await expect(page.getByRole('tab', { name: 'BOOK' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/tab=/);
  });

  test('a talent with only a book shows no other tab', async ({ page }) => {
    await page.goto(galleryPath('en', bookOnly));
    await expect(page.getByRole('heading', { level: 1, name: bookOnly.name })).toBeVisible();
    for (const name of ['VIDEOS', 'POLAROIDS', 'COMPOSITE']) await expect(page.getByRole('tab', { name })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'BOOK' }).getByRole('img').first()).toBeVisible();
  });

  test('an unavailable ?tab= falls back to BOOK', async ({ page }) => {
    await page.goto(`${galleryPath('pt', bookOnly)}?tab=videos`);
    await expect(page.getByRole('region', { name: 'BOOK' }).getByRole('img').first()).toBeVisible();
  });
});

test.describe('measurements', () => {
  test('labels by gender and locale, height in metres and feet, shoes with their equivalents', async ({ page }) => {
    await page.goto(galleryPath('pt', full));
    const list = page.getByRole('region', { name: 'Medidas' });
    for (const label of ['Altura', 'Busto', 'Cintura', 'Quadril', 'Manequim', 'Calçado', 'Cabelo', 'Olhos']) {
      await expect(list.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(list.getByRole('term').filter({ hasText: /^Tórax$/ })).toHaveCount(0);
    await expect(list.getByText(heightText(full.height!, 'pt'), { exact: true })).toBeVisible();
    const br = full.shoes!.split(' ')[0];
    await expect(list.getByText(new RegExp(`^${br} BR · EU \\d+ · US [\\d,]+ · UK [\\d,]+$`))).toBeVisible();

    await page.goto(galleryPath('en', man));
    const en = page.getByRole('region', { name: 'Measurements' });
    for (const label of ['Height', 'Chest', 'Waist', 'Hips', 'Shoes', 'Hair', 'Eyes']) {
      await expect(en.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(1);
    }
    await expect(en.getByRole('term').filter({ hasText: /^Bust$/ })).toHaveCount(0);
    await expect(en.getByText(heightText(man.height!, 'en'), { exact: true })).toBeVisible();
    // Brazil's shirt letters (G: grande) as an English reader knows them, beside the Brazilian.
    const letters: Record<string, string> = { PP: 'XS', P: 'S', M: 'M', G: 'L', GG: 'XL' };
    const shirt = en.getByRole('term').filter({ hasText: /^Shirt$/ }).locator('xpath=following-sibling::dd[1]');
    await expect(shirt).toHaveText(`${letters[man.shirt!]} (BR ${man.shirt})`);
  });

  test('the unit switch is remembered after a reload and on another page, with no flash of the other unit', async ({ page }) => {
    await page.goto(galleryPath('pt', full));
    const list = page.getByRole('region', { name: 'Medidas' });
    const [cm, feet] = full.height!.split('/');
    const imperial = `${feet}" / ${(Number(cm) / 100).toFixed(2).replace('.', ',')} m`;
    await expect(list.getByText(imperial, { exact: true })).toBeHidden();

    await list.getByRole('button', { name: 'pés / pol / lb' }).click();
    await expect(list.getByRole('button', { name: 'pés / pol / lb' })).toHaveAttribute('aria-pressed', 'true');
    await expect(list.getByText(imperial, { exact: true })).toBeVisible();
    await expect(list.getByText(heightText(full.height!, 'pt'), { exact: true })).toBeHidden();

    // The choice is applied by the inline head script before the body is parsed: with no
    // JavaScript bundle run at all (blocked), the imperial value is already the visible one.
    await page.route('**/_next/static/**/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.unit)).toBe('imperial');
    await expect(list.getByText(imperial, { exact: true })).toBeVisible();
    await page.unroute('**/_next/static/**/*.js');

    await page.goto(galleryPath('pt', man));
    await expect(page.getByRole('region', { name: 'Medidas' }).getByText(/^\d'\d+" \/ \d,\d\d m$/)).toBeVisible();
  });
});

test.describe('description', () => {
  test('search results and share cards describe the talent: the name and main measurements, in the page’s language', async ({ page }) => {
    for (const lang of ['pt', 'en'] as const) {
      await page.goto(galleryPath(lang, full));
      const description = (await page.locator('meta[name="description"]').getAttribute('content'))!;
      const height = heightText(full.height!, lang).split(' / ')[0]!;
      expect(description.startsWith(`${full.name} · ${lang === 'pt' ? 'Altura' : 'Height'}: ${height}`), description).toBe(true);
      expect(description).toContain(lang === 'pt' ? ' · Cintura: ' : ' · Waist: ');
      expect(await page.locator('meta[property="og:description"]').getAttribute('content')).toBe(description);
    }
    await page.goto('/en/talents/homens');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/^Men: the \S+ board/);
  });
});

test.describe('slider', () => {
  test('the measurement card comes first at 512×768, cached for long with an ETag, and is the page’s og:image', async ({ page, baseURL }) => {
    await page.goto(galleryPath('pt', full));
    const first = page.getByRole('tabpanel', { name: 'BOOK' }).getByRole('img').first();
    await expect(first).toHaveAttribute('alt', `Cartão de medidas de ${full.name}`);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([512, 768]);
    const src = (await first.getAttribute('src'))!;
    const answer = await page.request.get(new URL(src, baseURL).toString());
    expect(answer.headers()['cache-control']).toContain('immutable');
    const etag = answer.headers()['etag']!;
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    const again = await page.request.get(new URL(src, baseURL).toString(), { headers: { 'if-none-match': etag } });
    expect(again.status()).toBe(304);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(new URL(og!).pathname).toBe(new URL(src, baseURL).pathname);
  });

  test('the measurement card follows the unit switch, in the book and full screen, and on the next visit', async ({ page, baseURL }) => {
    await page.goto(galleryPath('en', full));
    const first = page.getByRole('tabpanel', { name: 'BOOK' }).getByRole('img').first();
    const metric = (await first.getAttribute('src'))!;
    expect(metric).not.toContain('-imperial-');
    await page.getByRole('button', { name: 'ft / in / lb' }).click();
    await expect(first).toHaveAttribute('src', /\/card\/en-imperial-[0-9a-f]{16}\.jpg$/);
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && [img.naturalWidth, img.naturalHeight])).toEqual([512, 768]);
    const imperial = (await first.getAttribute('src'))!;
    const [metricCard, imperialCard] = await Promise.all([metric, imperial].map(async (src) => (await page.request.get(new URL(src, baseURL).toString())).body()));
    expect(imperialCard!.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(imperialCard!.equals(metricCard!), 'the imperial card is drawn with other figures').toBe(false);
    await page.getByRole('tabpanel', { name: 'BOOK' }).getByRole('button', { name: /^Open image 1 of \d+ full screen$/ }).click();
    await expect(page.getByRole('dialog').locator(`img[src="${imperial}"]`)).toHaveCount(1);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(first).toHaveAttribute('src', imperial);
  });

  test('buttons, keys and the position indicator page through the book; the full-screen view loads on first use and closes with Escape', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(galleryPath('en', full));
    const panel = page.getByRole('tabpanel', { name: 'BOOK' });
    const position = panel.getByTestId('slider-position');
    await expect(position).toHaveText(new RegExp(`^Position: 1(–2)? / ${full.book.length + 1}$`));
    const start = await position.textContent();
    await panel.getByRole('button', { name: 'Next images' }).click();
    await expect(position).not.toHaveText(start!);
    const next = await position.textContent();
    expect(next).toMatch(/^Position: [2-3](–[3-4])? \/ \d+$/);
    await panel.getByRole('button', { name: 'Previous images' }).click();
    await expect(position).toHaveText(start!);
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(next!);
    await page.keyboard.press('ArrowLeft');
    await expect(position).toHaveText(start!);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await panel.getByRole('button', { name: /^Open image 2 of \d+ full screen$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    expect(scripts.length, 'the lightbox code is fetched when first used').toBeGreaterThan(before);
    await expect(dialog.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Opened by the mouse, the viewer gives the focus back to the image it was opened from.
    await expect(panel.getByRole('button', { name: /^Open image 2 of \d+ full screen$/ })).toBeFocused();
  });

  test('in a contrast theme (forced colours) the chosen tab and the chosen unit still stand out', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto(galleryPath('pt', full));
    const style = (locator: import('@playwright/test').Locator, property: 'borderBottomColor' | 'backgroundColor') =>
      locator.evaluate((element, name) => getComputedStyle(element)[name], property);
    const chosenTab = page.getByRole('tab', { selected: true });
    const otherTab = page.getByRole('tab', { selected: false }).first();
    expect(await style(chosenTab, 'borderBottomColor')).not.toBe(await style(otherTab, 'borderBottomColor'));
    const chosenUnit = page.getByRole('button', { name: 'cm / kg', pressed: true }).first();
    const otherUnit = page.getByRole('button', { name: 'pés / pol / lb', pressed: false }).first();
    expect(await style(chosenUnit, 'backgroundColor')).not.toBe(await style(otherUnit, 'backgroundColor'));
  });

  test('a visitor who asks for less motion sees the next images at once, without the slide', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(galleryPath('en', full));
    const panel = page.getByRole('tabpanel', { name: 'BOOK' });
    const position = panel.getByTestId('slider-position');
    await expect(position).toHaveText(/^Position: 1(–2)? \//);
    // Swiper moves its track by a transition of the slider's speed: every one it sets is noted.
    await panel.locator('.swiper-wrapper').evaluate((track: HTMLElement) => {
      const durations: string[] = [];
      (window as unknown as { durations: string[] }).durations = durations;
      new MutationObserver(() => durations.push(track.style.transitionDuration)).observe(track, { attributes: true, attributeFilter: ['style'] });
    });
    await panel.getByRole('button', { name: 'Next images' }).click();
    await expect(position).not.toHaveText(/^Position: 1(–2)? \//);
    const durations = await page.evaluate(() => (window as unknown as { durations: string[] }).durations);
    expect(durations.length).toBeGreaterThan(0);
    expect(durations.filter((duration) => !/^0m?s$|^$/.test(duration))).toEqual([]);
  });

  test('two per view, Next and Previous page by whole views and no image is cut at the slider’s edge', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(galleryPath('en', full));
    const panel = page.getByRole('tabpanel', { name: 'BOOK' });
    const position = panel.getByTestId('slider-position');
    const total = full.book.length + 1;
    await expect(position).toHaveText(new RegExp(`^Position: 1(–2)? / ${total}$`));
    const next = panel.getByRole('button', { name: 'Next images' });
    const views: string[] = [];
    const range = (text: string) => text.replace(/^Position: | \/ \d+$/g, '').split('–').map(Number) as [number, number?];
    for (;;) {
      const text = (await position.textContent())!;
      const [first, last = first] = range(text);
      if (views.length > 0) {
        const [before, end = before] = range(views.at(-1)!);
        // The next view begins after the last image seen; the final one ends at the last image,
        // so it may show again the image before it rather than leave half the view empty.
        if (last < total) expect(first, `${views.at(-1)} → ${text}`).toBe(end + 1);
        else expect(first, `${views.at(-1)} → ${text}`).toBeGreaterThan(before);
      }
      views.push(text);
      // Every image that shows is shown whole: none runs past the slider's right edge (a slide
      // may begin 2 px before it, inside its own padding: two halves are each a pixel short).
      await expect.poll(() => panel.locator('.swiper').evaluate((slider) => {
        const box = slider.getBoundingClientRect();
        return [...slider.querySelectorAll('.swiper-slide img')].filter((image) => {
          const r = image.getBoundingClientRect();
          return r.left < box.right - 1 && r.right > box.right + 1;
        }).length;
      })).toBe(0);
      if (await next.getAttribute('aria-disabled') === 'true') break;
      await next.click();
      await expect(position).not.toHaveText(text);
    }
    expect(views.at(-1)).toMatch(new RegExp(`(^|–)${total} / ${total}$`));
    // Back by whole views too (from the end-aligned last view Swiper counts its own way back),
    // to the first view.
    const previous = panel.getByRole('button', { name: 'Previous images' });
    for (let text = views.at(-1)!; text !== views[0]; ) {
      await previous.click();
      await expect(position).not.toHaveText(text);
      const now = (await position.textContent())!;
      const [first, last = first] = range(now);
      expect(last - first, now).toBeLessThanOrEqual(1);
      expect(first, `${text} → ${now}`).toBeLessThan(range(text)[0]);
      expect(last, `${text} → ${now}`).toBeGreaterThanOrEqual(range(text)[0] - 1);
      text = now;
    }
  });

  test('the full-screen viewer shows where the visitor is and which button has the keyboard', async ({ page }) => {
    await page.goto(galleryPath('en', full));
    await page.getByRole('tabpanel', { name: 'BOOK' }).getByRole('button', { name: /^Open image 2 of \d+ full screen$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`2 / ${full.book.length + 1}`, { exact: true })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByText(`3 / ${full.book.length + 1}`, { exact: true })).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    for (let i = 0; i < 6 && !(await close.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    const ring = await close.evaluate((el) => getComputedStyle(el));
    expect(ring.outlineStyle).toBe('solid');
    expect(parseFloat(ring.outlineWidth)).toBeGreaterThanOrEqual(2);
  });

  test('the full-screen viewer speaks Portuguese on a Portuguese page', async ({ page }) => {
    await page.goto(galleryPath('pt', full));
    await page.getByRole('tabpanel', { name: 'BOOK' }).getByRole('button', { name: /^Abrir a imagem 2 de \d+ em tela cheia$/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('region', { name: 'Galeria de fotos' })).toHaveAttribute('aria-roledescription', 'Carrossel');
    await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
    const text = (await dialog.evaluate((el) => [...el.querySelectorAll('[aria-label], [aria-roledescription]')].map((e) => `${e.getAttribute('aria-label') ?? ''} ${e.getAttribute('aria-roledescription') ?? ''}`).join(' | ')));
    expect(text).not.toMatch(/\b(Photo|Slide|Carousel|of)\b/);
  });

  test('one image per view below 570 px, two above', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(galleryPath('pt', full));
    const slides = page.locator('.swiper-slide');
    const viewWidth = await page.locator('.swiper').first().evaluate((el) => el.clientWidth);
    expect(Math.round(await slides.first().evaluate((el) => el.getBoundingClientRect().width))).toBe(viewWidth);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => {
      const width = await page.locator('.swiper').first().evaluate((el) => el.clientWidth);
      const slide = await slides.first().evaluate((el) => el.getBoundingClientRect().width);
      return Math.round((slide / width) * 100);
    }).toBe(50);
  });
});

test.describe('keyboard order and JavaScript off', () => {
  test('on a phone the name, Instagram link and favourites button come before the images, as they are shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(galleryPath('pt', full));
    const order = await page.getByRole('main').evaluate((main) =>
      [...main.querySelectorAll<HTMLElement>('a[href], button')].filter((el) => el.offsetParent !== null).map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || ''),
    );
    const heart = order.indexOf('Adicionar aos favoritos');
    const firstImage = order.findIndex((name) => /^Abrir a imagem 1 de/.test(name));
    expect(heart).toBeGreaterThanOrEqual(0);
    expect(heart).toBeLessThan(firstImage);
    const heartBox = (await page.getByRole('button', { name: 'Adicionar aos favoritos' }).boundingBox())!;
    const imageBox = (await page.getByRole('button', { name: /^Abrir a imagem 1 de/ }).boundingBox())!;
    expect(heartBox.y).toBeLessThan(imageBox.y);
  });

  test('without JavaScript the book scrolls sideways and no control that needs scripts is shown', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.goto(galleryPath('en', full));
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: full.name })).toBeVisible();
      await expect(main.getByRole('button', { name: /^Open image 1 of/ })).toBeVisible();
      for (const name of ['Add to favourites', 'Next images', 'Previous images']) await expect(main.getByRole('button', { name })).toBeHidden();
      await expect(main.getByRole('tablist')).toBeHidden();
      await expect(main.getByRole('group', { name: 'Units' })).toBeHidden();
      // What it cannot show is said, the galleries this talent has named.
      await expect(main.getByText('Without JavaScript, only the BOOK shows here: VIDEOS, POLAROIDS, COMPOSITE, and favourites need it.')).toBeVisible();
      const slider = main.locator('.swiper');
      await slider.hover();
      await page.mouse.wheel(600, 0);
      await expect.poll(() => slider.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

test.describe('videos', () => {
  test('a poster with a play button; the provider’s player loads only on press, from a privacy domain', async ({ page }) => {
    const provider: string[] = [];
    await page.route(/youtube|vimeo|ytimg/, (route) => {
      provider.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' });
    });
    await page.goto(`${galleryPath('pt', full)}?tab=videos`);
    const panel = page.getByRole('tabpanel', { name: 'VIDEOS' });
    const play = panel.getByRole('button', { name: /^Reproduzir o vídeo 1 \((YouTube|Vimeo)\)$/ });
    await expect(play).toBeVisible();
    await expect(panel.locator('iframe')).toHaveCount(0);
    expect(provider).toEqual([]);

    await play.focus();
    await page.keyboard.press('Enter');
    const frame = panel.locator('iframe').first();
    // The player takes the place and the focus of the button pressed.
    await expect(frame).toBeFocused();
    await expect(frame).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed\/|player\.vimeo\.com\/video\/.*dnt=1)/);
    await expect.poll(() => provider.length).toBeGreaterThan(0);
  });
});

test.describe('downloads', () => {
  test('the comp card is a one-page PDF with the talent’s name, in the visitor’s unit', async ({ page, baseURL }) => {
    await page.goto(galleryPath('en', full));
    const link = page.getByRole('link', { name: 'Download comp card' });
    await expect(link).toHaveAttribute('href', /unit=metric/);
    await page.getByRole('button', { name: 'ft / in / lb' }).click();
    await expect(link).toHaveAttribute('href', /unit=imperial/);
    const download = page.waitForEvent('download');
    await link.click();
    const file = await (await download).path();
    const pdf = fs.readFileSync(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Pages:\s+1\n/);
    const text = execFileSync('pdftotext', [file, '-']).toString();
    expect(text.toUpperCase()).toContain(full.name.toUpperCase());
    expect(text).toMatch(/\d'\d+" \/ \d\.\d\d m/);
    // And it renders.
    const out = path.join(os.tmpdir(), `compcard-${process.pid}`);
    execFileSync('pdftoppm', ['-png', '-r', '30', '-singlefile', file, out]);
    expect(fs.statSync(`${out}.png`).size).toBeGreaterThan(1000);
    fs.rmSync(`${out}.png`);
    void baseURL;
  });

  test('"Download photos" is the book, polaroids and composite as a zip named after the talent', async ({ page }) => {
    await page.goto(galleryPath('pt', full));
    // The loading bar's code, fetched once the page has hydrated, is there to see the click.
    await page.waitForLoadState('networkidle');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Baixar fotos' }).click();
    const zip = await download;
    expect(zip.suggestedFilename()).toBe(`${slug(full.name)}.zip`);
    const names = zipEntryNames(fs.readFileSync(await zip.path()));
    expect(names).toHaveLength(full.book.length + full.snap.length + full.compo.length);
    for (const name of names) expect(name).toMatch(/^(book|snap|compo)\/\1-\d\d\.(jpg|jpeg|png|webp)$/);
    for (const gallery of ['book', 'snap', 'compo']) expect(names.some((name) => name.startsWith(`${gallery}/`)), gallery).toBe(true);
    // A file is no navigation: the page stays, with no loading bar waiting for one.
    await expect(page.locator('#nprogress')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: full.name })).toBeVisible();
  });

  test('a refused download is shown in words, not saved as a broken file', async ({ page }) => {
    const refusal = 'Muitos arquivos pedidos pela sua conexão. Espere 48 segundos e tente de novo.';
    await page.route('**/api/talents/*/compcard?*', (route) => route.fulfill({ status: 429, contentType: 'text/plain; charset=utf-8', body: `${refusal}\n` }));
    await page.goto(galleryPath('pt', full));
    let downloads = 0;
    page.on('download', () => downloads++);
    await page.getByRole('link', { name: 'Baixar comp card' }).click();
    await expect(page.getByText(refusal)).toBeVisible();
    expect(downloads).toBe(0);
  });
});

test.describe('unknown talents', () => {
  for (const id of ['99999999', 'abc', '012']) {
    test(`/pt/modelo/${id}/x is the 404 page with a link home`, async ({ page }) => {
      const response = await page.goto(`/pt/modelo/${id}/x`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('link', { name: 'Voltar para a página inicial' })).toBeVisible();
    });
  }
});

test.describe('back end down', () => {
  test('a gallery whose profile cannot be fetched is the error page, 503, in words with the code as a detail', async ({ page, ownStack }) => {
    await ownStack.stopBackend();
    const response = await page.goto(`${ownStack.webUrl}/pt/modelo/${full.id}/${slug(full.name)}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: 'Serviço indisponível' })).toBeVisible();
    await expect(page.getByText('Código do erro: ECONNREFUSED')).toBeVisible();
    await ownStack.startBackend();
  });
});
