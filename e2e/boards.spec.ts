import type { Page } from '@playwright/test';
import { listTalents, type ListedTalent } from './api';
import { age, BLONDE, BLUE_EYES, initial, measure, nameHas, onBoard, type Category } from './board-rules';
import { expect, test } from './fixtures';
import { holdChunk } from './hold';
import { recordShifts, shiftsOf } from './shifts';

const COUNT = { pt: (n: number) => (n === 0 ? 'Nenhum talento' : n === 1 ? '1 talento' : `${n} talentos`),
  en: (n: number) => (n === 0 ? 'No talents' : n === 1 ? '1 talent' : `${n} talents`) };

/** The board's count line ('112 talentos'), once the list is settled. */
const countLine = (page: Page) => page.getByRole('main').getByRole('status');

/** Every card's talent id, after bringing in the rest of the board: with JavaScript the grid
 * grows as its end scrolls into view; without, the 'Mostrar mais' link loads the next page. */
async function cardIds(page: Page, { more = 'Mostrar mais', js = true } = {}): Promise<number[]> {
  const main = page.getByRole('main');
  const cards = main.locator('a[href*="/modelo/"], a[href*="/model/"]');
  const moreLink = main.getByRole('link', { name: more });
  while (await moreLink.count()) {
    const before = await cards.count();
    // evaluateAll, not evaluate: the grid may finish growing (and drop the link) meanwhile, and
    // evaluate would then wait for a link that never comes back.
    if (js) await moreLink.evaluateAll((links) => links.forEach((link) => link.scrollIntoView()));
    else await moreLink.click();
    await expect.poll(async () => (await cards.count()) > before || (await moreLink.count()) === 0).toBe(true);
  }
  const hrefs = await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.map((href) => Number(/\/model[o]?\/(\d+)\//.exec(href)?.[1]));
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const idsOf = (talents: ListedTalent[]) => sorted(talents.map((t) => t.id));

/** Marks the page's window, then says whether the page still has it: true while every step
 * since was done in place, false once a document was loaded. */
const markWindow = (page: Page) => page.evaluate(() => void ((window as unknown as { sameBoard?: boolean }).sameBoard = true));
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { sameBoard?: boolean }).sameBoard === true);

/** Waits until React has hydrated the board (the panel's Fechar exists only then). */
const hydrated = (page: Page, close = 'Fechar') =>
  expect(page.getByRole('main').getByRole('button', { name: close })).toBeVisible();

let all: ListedTalent[] = [];
test.beforeAll(async ({ stack }) => {
  all = await listTalents(stack, 'pt');
});
const board = (category: Category | null) => all.filter((t) => onBoard(t, category));

test.describe('boards show exactly the talents of SPEC §7', () => {
  for (const category of [null, 'mulheres', 'homens', 'internacional', 'newfaces', 'development'] as const) {
    const path = `/pt/talents${category ? `/${category}` : ''}`;
    test(path, async ({ page }) => {
      const expected = board(category);
      expect(expected.length).toBeGreaterThan(0);
      // Enough pages of 48 cards for the whole board in one server render.
      const pages = Math.ceil(expected.length / 48);
      await page.goto(pages > 1 ? `${path}?page=${pages}` : path);
      await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
      await expect(page.getByRole('main').getByRole('link', { name: 'Mostrar mais' })).toHaveCount(0);
      expect(sorted(await cardIds(page))).toEqual(idsOf(expected));
    });
  }

  test("a talent without a 'TF -' category never appears", async ({ page }) => {
    const hidden = all.filter((t) => !onBoard(t, null));
    expect(hidden.length).toBeGreaterThan(0);
    await page.goto(`/pt/talents?page=${Math.ceil(board(null).length / 48)}`);
    const ids = new Set(await cardIds(page));
    expect(ids.size).toBe(board(null).length);
    for (const t of hidden) expect(ids.has(t.id)).toBe(false);
    await page.goto(`/pt/modelos/${encodeURIComponent(hidden[0]!.name)}`);
    await expect(page.getByRole('main').locator(`a[href*="/modelo/${hidden[0]!.id}/"]`)).toHaveCount(0);
    // Nor is it reached by its id: its gallery and its files are an unknown talent's.
    const gallery = await page.goto(`/pt/modelo/${hidden[0]!.id}/x`);
    expect(gallery?.status()).toBe(404);
    await expect(page.getByText('Esta página não pôde ser encontrada.')).toBeVisible();
    // Said in the visitor's language, which the link names or else the browser's.
    const compcard = await page.request.get(`/api/talents/${hidden[0]!.id}/compcard?lang=pt&unit=metric`);
    expect(compcard.status()).toBe(404);
    expect(await compcard.text()).toBe('Este talento não está no site.\n');
    const photos = await page.request.get(`/api/talents/${hidden[0]!.id}/photos`, { headers: { 'accept-language': 'en-GB,en;q=0.8' } });
    expect(photos.status()).toBe(404);
    expect(await photos.text()).toBe('This talent is not on the site.\n');
  });

  test('cards link to the gallery, first name bold, in each locale', async ({ page }) => {
    const first = [...board('mulheres')].sort((a, b) => a.name.localeCompare(b.name))[0]!;
    await page.goto('/en/talents/mulheres');
    const card = page.getByRole('main').locator(`a[href^="/en/model/${first.id}/"]`);
    await expect(card).toBeVisible();
    await expect(card.locator('strong')).toHaveText(first.name.split(' ')[0]!);
    await page.goto('/pt/talents/mulheres');
    await expect(page.getByRole('main').locator(`a[href^="/pt/modelo/${first.id}/"]`)).toBeVisible();
  });
});

test.describe('letter bar', () => {
  test('on a phone, a board opened on a late letter shows that letter in the bar', async ({ page }) => {
    const women = board('mulheres');
    const late = [...new Set(women.map((t) => initial(t.name)))].sort().at(-1)!;
    expect(late >= 'm').toBe(true);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/pt/talents/mulheres?letter=${late}`);
    const current = page.getByRole('navigation', { name: 'Inicial do nome' }).getByRole('link', { name: late.toUpperCase(), exact: true });
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(current).toBeInViewport({ ratio: 1 });
  });

  test('letters with no talent are disabled; a letter narrows; Todos clears it', async ({ page }) => {
    const women = board('mulheres');
    const initials = new Set(women.map((t) => initial(t.name)));
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const bar = page.getByRole('navigation', { name: 'Inicial do nome' });
    for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') {
      const link = bar.getByRole('link', { name: letter, exact: true });
      if (initials.has(letter.toLowerCase())) await expect(link).not.toHaveAttribute('aria-disabled', 'true');
      else await expect(link).toHaveAttribute('aria-disabled', 'true');
    }
    const letter = [...initials].sort()[0]!;
    await markWindow(page);
    await bar.getByRole('link', { name: letter.toUpperCase(), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
    const withLetter = women.filter((t) => initial(t.name) === letter);
    await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
    expect(sorted(await cardIds(page))).toEqual(idsOf(withLetter));

    await bar.getByRole('link', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
    await expect(countLine(page)).toHaveText(COUNT.pt(women.length));
    // With JavaScript the letters filter the board in place: no document was loaded.
    expect(await sameWindow(page)).toBe(true);
  });
});

type RangeCase = { name: string; label: string; value: (t: ListedTalent) => number | null };
const RANGE_CASES: RangeCase[] = [
  { name: 'age', label: 'Idade', value: (t) => age(t.birthdate) },
  { name: 'height', label: 'Altura', value: (t) => measure(t.height) },
  { name: 'bust', label: 'Busto', value: (t) => measure(t.bust) },
  { name: 'waist', label: 'Cintura', value: (t) => measure(t.waist) },
  { name: 'hips', label: 'Quadril', value: (t) => measure(t.hips) },
  { name: 'shoes', label: 'Calçado', value: (t) => measure(t.shoes) },
  { name: 'jeans', label: 'Jeans', value: (t) => measure(t.jeans) },
];

test.describe('filter panel', () => {
  test('on a desktop window, Fechar and Filtrar each hand the focus to what replaces them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    await page.getByRole('button', { name: 'Fechar' }).press('Enter');
    const toggle = page.getByRole('main').getByRole('button', { name: 'Filtrar' });
    await expect(toggle).toBeFocused();
    await toggle.press('Enter');
    await expect(page.getByRole('button', { name: 'Fechar' })).toBeFocused();
  });

  test('on a desktop window the whole panel stays within reach while the board scrolls', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    await page.mouse.wheel(0, 2500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    const scrolled = await page.evaluate(() => window.scrollY);
    // The last controls, reached by keyboard, are on screen where the visitor is.
    const eyes = page.getByRole('combobox', { name: 'Olhos' });
    const filter = page.getByRole('button', { name: 'Filtrar', exact: true });
    await eyes.focus();
    await page.keyboard.press('Tab');
    await expect(filter).toBeFocused();
    for (const control of [eyes, filter]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(900);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // The black button's focus ring shows on the white page.
    const [ring, background] = await filter.evaluate((el) => [getComputedStyle(el).outlineColor, getComputedStyle(document.body).backgroundColor]);
    expect(ring).not.toBe(background);
  });

  for (const range of RANGE_CASES) {
    test(`the ${range.label} slider narrows the list`, async ({ page }) => {
      const women = board('mulheres');
      const values = women.map(range.value).filter((v): v is number => v !== null).sort((a, b) => a - b);
      // Whole numbers: a slider steps by 1, and a size may have a half ('37,5 BR').
      const low = Math.floor(values[Math.floor(values.length / 3)]!);
      const high = low + 2;
      const expected = women.filter((t) => {
        const v = range.value(t);
        return v !== null && v >= low && v <= high;
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(women.length);

      await page.goto('/pt/talents/mulheres');
      await hydrated(page);
      await page.getByRole('slider', { name: `${range.label}, mínimo` }).fill(String(low));
      // The minimum has taken before the maximum moves: the maximum's change starts from it.
      await expect(page).toHaveURL(new RegExp(`\\?${range.name}=${low}-\\d+$`));
      await page.getByRole('slider', { name: `${range.label}, máximo` }).fill(String(high));
      await expect(page).toHaveURL(new RegExp(`\\?${range.name}=${low}-${high}$`));
      await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
      expect(sorted(await cardIds(page))).toEqual(idsOf(expected));
    });
  }

  test('the hair and eye selects narrow the list (Loiro covers the blonde values)', async ({ page }) => {
    const women = board('mulheres');
    const blonde = women.filter((t) => BLONDE.includes(t.hair ?? ''));
    const blondeBlue = blonde.filter((t) => BLUE_EYES.includes(t.eyes ?? ''));
    expect(blondeBlue.length).toBeGreaterThan(0);
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await expect(countLine(page)).toHaveText(COUNT.pt(blonde.length));
    await page.getByLabel('Olhos').selectOption({ label: 'Azul' });
    await expect(page).toHaveURL(/\?hair=blonde&eyes=blue$/);
    await expect(countLine(page)).toHaveText(COUNT.pt(blondeBlue.length));
    expect(sorted(await cardIds(page))).toEqual(idsOf(blondeBlue));
    await page.getByLabel('Cabelo').selectOption({ label: 'Todos' });
    await expect(countLine(page)).toHaveText(COUNT.pt(women.filter((t) => BLUE_EYES.includes(t.eyes ?? '')).length));
  });

  test('a slider works from the keyboard and says its value', async ({ page }) => {
    const women = board('mulheres');
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const max = page.getByRole('slider', { name: 'Altura, máximo' });
    await max.focus();
    for (let i = 0; i < 35; i++) await page.keyboard.press('ArrowLeft');
    await expect(max).toHaveAttribute('aria-valuetext', '175 cm');
    await expect(page.getByText('40 cm a 175 cm')).toBeVisible();
    await expect(page).toHaveURL(/\?height=40-175$/);
    const expected = women.filter((t) => (measure(t.height) ?? Infinity) <= 175);
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
    const min = page.getByRole('slider', { name: 'Altura, mínimo' });
    await min.focus();
    await page.keyboard.press('End');
    // The thumbs cannot cross: the minimum stops at the maximum.
    await expect(min).toHaveAttribute('aria-valuetext', '175 cm');
  });

  test('in a contrast theme (forced colours) a slider’s rail and its chosen stretch still show', async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const track = page.getByRole('slider', { name: 'Altura, mínimo' }).locator('..');
    const paint = (pseudo: '::before' | '::after') => track.evaluate((element, which) => getComputedStyle(element, which).backgroundColor, pseudo);
    const canvas = await page.locator('body').evaluate((body) => getComputedStyle(body).backgroundColor);
    expect(await paint('::before')).not.toBe(canvas);
    expect(await paint('::after')).not.toBe(canvas);
    expect(await paint('::after')).not.toBe(await paint('::before'));
  });

  test('the count a screen reader hears while a slider moves is only ever a count', async ({ page }) => {
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    // Every text the count's live region takes, as the browser would announce it.
    await countLine(page).evaluate((status) => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await page.getByRole('slider', { name: 'Idade, mínimo' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL(/\?age=19-55$/);
    const said = await page.evaluate(() => (window as unknown as { said: string[] }).said);
    expect(said.length).toBeGreaterThan(0);
    for (const text of said) expect(text).toMatch(/^(\d+ talentos|1 talento|Nenhum talento)$/);
  });

  // WCAG 2.2 2.5.7: each end of a slider can be set without dragging, in a number field.
  test('typing the numbers narrows the list and writes the URL, as the slider does', async ({ page }) => {
    const women = board('mulheres');
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const min = page.getByRole('spinbutton', { name: 'Altura, mín. em cm' });
    const max = page.getByRole('spinbutton', { name: 'Altura, máx. em cm' });
    // The field's edge can be seen: 3:1 against the white around it (WCAG 1.4.11).
    const edge = await min.evaluate((element) => {
      const [r, g, b] = getComputedStyle(element).borderTopColor.match(/\d+/g)!.map(Number);
      const channel = (v: number) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4);
      return 1.05 / (0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!) + 0.05);
    });
    expect(edge).toBeGreaterThanOrEqual(3);
    await expect(min).toHaveValue('40');
    await expect(max).toHaveValue('210');
    // Key by key: '1' and '17' are no height of the range yet, '170' is.
    await min.fill('');
    await min.pressSequentially('170');
    await expect(page).toHaveURL(/\?height=170-210$/);
    await max.fill('175');
    await expect(page).toHaveURL(/\?height=170-175$/);
    await expect(page.getByRole('slider', { name: 'Altura, mínimo' })).toHaveAttribute('aria-valuetext', '170 cm');
    await expect(page.getByRole('slider', { name: 'Altura, máximo' })).toHaveAttribute('aria-valuetext', '175 cm');
    await expect(page.getByText('170 cm a 175 cm')).toBeVisible();
    const expected = women.filter((t) => {
      const v = measure(t.height);
      return v !== null && v >= 170 && v <= 175;
    });
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
    expect(sorted(await cardIds(page))).toEqual(idsOf(expected));
    // The slider moves the field too.
    await page.getByRole('slider', { name: 'Altura, máximo' }).fill('180');
    await expect(max).toHaveValue('180');
    await expect(page).toHaveURL(/\?height=170-180$/);
  });

  test('a typed number is brought within the range, and the minimum never passes the maximum', async ({ page }) => {
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const min = page.getByRole('spinbutton', { name: 'Idade, mín. em anos' });
    const max = page.getByRole('spinbutton', { name: 'Idade, máx. em anos' });
    await max.fill('99');
    await max.press('Tab');
    await expect(max).toHaveValue('55');
    await min.fill('3');
    await min.press('Enter');
    await expect(min).toHaveValue('16');
    // Nothing narrowed: the board's URL has no query yet.
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
    await max.fill('30');
    await expect(page).toHaveURL(/\?age=16-30$/);
    await min.fill('45');
    await min.press('Tab');
    await expect(min).toHaveValue('30');
    await expect(page).toHaveURL(/\?age=30-30$/);
    await expect(page.getByRole('slider', { name: 'Idade, mínimo' })).toHaveAttribute('aria-valuetext', '30 anos');
    // A size has no unit; English names the fields in English.
    await expect(page.getByRole('spinbutton', { name: 'Calçado, mín.', exact: true })).toHaveValue('0');
    await page.goto('/en/talents/mulheres');
    await hydrated(page, 'Close');
    await expect(page.getByRole('spinbutton', { name: 'Height, min. in cm' })).toHaveValue('40');
    await expect(page.getByRole('spinbutton', { name: 'Age, max. in years' })).toHaveValue('55');
  });

  test('the number fields work from the keyboard alone', async ({ page }) => {
    const women = board('mulheres');
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    await page.getByRole('slider', { name: 'Altura, máximo' }).focus();
    await page.keyboard.press('Tab');
    const min = page.getByRole('spinbutton', { name: 'Altura, mín. em cm' });
    await expect(min).toBeFocused();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('165');
    await page.keyboard.press('Tab');
    const max = page.getByRole('spinbutton', { name: 'Altura, máx. em cm' });
    await expect(max).toBeFocused();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    // Enter applies the number and leaves the focus where it was.
    await expect(max).toBeFocused();
    await expect(max).toHaveValue('205');
    await expect(page).toHaveURL(/\?height=165-205$/);
    const expected = women.filter((t) => {
      const v = measure(t.height);
      return v !== null && v >= 165 && v <= 205;
    });
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
  });

  test('the office choice combines with the filters', async ({ page }) => {
    const women = board('mulheres');
    const expected = women.filter(
      (t) => t.offices?.some((o) => o.slug === 'sao-paulo') && BLONDE.includes(t.hair ?? ''),
    );
    await page.goto('/pt/talents/mulheres?hair=blonde');
    await hydrated(page);
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Escritórios' }).getByRole('link', { name: 'São Paulo' }).click();
    await expect(page).toHaveURL(/\?office=sao-paulo&hair=blonde$/);
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
    // In place, as the letters.
    expect(await sameWindow(page)).toBe(true);
  });

  for (const [lang, empty, clear] of [
    ['pt', 'Nenhum talento encontrado', 'Limpar Filtros'],
    ['en', 'No talents found', 'Clear filters'],
  ] as const) {
    test(`no match says '${empty}' and offers to clear (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/talents/mulheres?height=40-41`);
      await expect(page.getByText(empty)).toBeVisible();
      await hydrated(page, lang === 'pt' ? 'Fechar' : 'Close');
      await page.getByRole('main').getByRole('button', { name: clear }).last().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/talents/mulheres$`));
      await expect(countLine(page)).toHaveText(COUNT[lang](board('mulheres').length));
    });
  }
});

test.describe('the URL holds the board', () => {
  const women = () => board('mulheres');
  const shared = () => {
    const blonde = women().filter((t) => BLONDE.includes(t.hair ?? ''));
    const letter = initial(blonde[0]!.name);
    return { query: `letter=${letter}&hair=blonde`, expected: blonde.filter((t) => initial(t.name) === letter) };
  };

  test('a shared URL shows the same list in a fresh browser, with and without JavaScript', async ({ browser, baseURL }) => {
    const { query, expected } = shared();
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`/pt/talents/mulheres?${query}`);
      await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
      expect(sorted(await cardIds(page, { js: javaScriptEnabled }))).toEqual(idsOf(expected));
      await context.close();
    }
  });

  test('without JavaScript the panel is a GET form and the letters are links', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pt/talents/mulheres');
    await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await page.getByRole('slider', { name: 'Altura, mínimo' }).fill('175');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres\?height=175-210&hair=blonde$/);
    const expected = women().filter((t) => BLONDE.includes(t.hair ?? '') && (measure(t.height) ?? 0) >= 175);
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
    const letter = initial(expected[0]!.name);
    await page.getByRole('navigation', { name: 'Inicial do nome' }).getByRole('link', { name: letter.toUpperCase(), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}&height=175-210&hair=blonde$`));
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.filter((t) => initial(t.name) === letter).length));
    await context.close();
  });

  test('Back and Forward walk through the filter changes', async ({ page }) => {
    const all = women();
    const letter = initial(all[0]!.name);
    const withLetter = all.filter((t) => initial(t.name) === letter);
    const withBoth = withLetter.filter((t) => BLONDE.includes(t.hair ?? ''));
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    await page.getByRole('navigation', { name: 'Inicial do nome' }).getByRole('link', { name: letter.toUpperCase(), exact: true }).click();
    await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
    await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await expect(countLine(page)).toHaveText(COUNT.pt(withBoth.length));

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
    await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
    await expect(page.getByLabel('Cabelo')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
    await expect(countLine(page)).toHaveText(COUNT.pt(all.length));
    await page.goForward();
    await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
  });

  test('the header’s link to the board shown starts it again, from a filtered address and after filtering in place', async ({ page }) => {
    const all = women();
    const letter = initial(all[0]!.name);
    const withLetter = all.filter((t) => initial(t.name) === letter);
    const header = page.getByRole('navigation', { name: 'Principal' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/pt/talents/mulheres?letter=${letter}`);
    await hydrated(page);
    await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
    await header.getByRole('link', { name: 'Feminino' }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
    await expect(countLine(page)).toHaveText(COUNT.pt(all.length));
    await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await expect(page).toHaveURL(/\?hair=blonde$/);
    await header.getByRole('link', { name: 'Feminino' }).click();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
    await expect(countLine(page)).toHaveText(COUNT.pt(all.length));
    await expect(page.getByLabel('Cabelo')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\?hair=blonde$/);
    await expect(page.getByLabel('Cabelo')).toHaveValue('blonde');
  });

  test('dragging a slider makes one history entry, whatever the steps it passes', async ({ page }) => {
    // The page's clock: a burst is changes less than a second apart, and the drag's steps must be
    // 40 ms apart on the page's clock however long the machine takes to deliver each one.
    await page.clock.install();
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const max = page.getByRole('slider', { name: 'Altura, máximo' });
    const box = (await max.boundingBox())!;
    await page.clock.pauseAt(new Date(Date.now() + 60_000));
    // The maximum's thumb sits at the right end: pressed there and dragged left, step by step.
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width - 2, y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) {
      await page.mouse.move(box.x + box.width - 2 - i * (box.width / 20), y);
      await page.clock.runFor(40);
    }
    await page.mouse.up();
    await page.clock.resume();
    await expect(page).toHaveURL(/\?height=40-(\d+)$/);
    const dragged = page.url();
    expect(Number(/height=40-(\d+)$/.exec(dragged)![1])).toBeLessThan(150);

    await page.goBack();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
    await expect(max).toHaveAttribute('aria-valuetext', '210 cm');
    await page.goForward();
    await expect(page).toHaveURL(dragged);
    await expect(max).not.toHaveAttribute('aria-valuetext', '210 cm');
  });

  test('the locale switch keeps the query', async ({ page }) => {
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await expect(page).toHaveURL(/\?hair=blonde$/);
    await page.getByRole('link', { name: /EN/ }).first().click();
    await expect(page).toHaveURL(/\/en\/talents\/mulheres\?hair=blonde$/);
    await expect(page.getByLabel('Hair')).toHaveValue('blonde');
  });
});

test.describe("choices made in the server's panel before the board's code arrives", () => {
  /** Opens the women's board with every script held, makes the choices in the server's panel
   * (after `open`), then lets the code come: the board takes them over, in place. */
  async function chooseFirst(page: Page, open: () => Promise<void>) {
    const expected = board('mulheres').filter((t) => BLONDE.includes(t.hair ?? '') && (measure(t.height) ?? 0) >= 175);
    expect(expected.length).toBeGreaterThan(0);
    const scripts = await holdChunk(page, ''); // every script chunk
    await page.goto('/pt/talents/mulheres', { waitUntil: 'domcontentloaded' });
    await expect.poll(() => scripts.held()).toBe(true);
    await open();
    await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await page.getByRole('slider', { name: 'Altura, mínimo' }).fill('175');
    await markWindow(page);
    scripts.release();
    await expect(page).toHaveURL(/\/pt\/talents\/mulheres\?height=175-210&hair=blonde$/);
    return expected;
  }

  test('on a desktop window, the side panel and the list go on with them', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const expected = await chooseFirst(page, async () => {});
    await hydrated(page);
    await expect(page.getByLabel('Cabelo')).toHaveValue('blonde');
    await expect(page.getByRole('slider', { name: 'Altura, mínimo' })).toHaveValue('175');
    await expect(countLine(page)).toHaveText(COUNT.pt(expected.length));
    expect(sorted(await cardIds(page))).toEqual(idsOf(expected));
    expect(await sameWindow(page)).toBe(true);
  });

  test('on a phone, the open disclosure becomes the dialog, with them', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const expected = await chooseFirst(page, () => page.getByRole('main').locator('summary', { hasText: 'Filtrar' }).click());
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Cabelo')).toHaveValue('blonde');
    await expect(dialog.getByRole('slider', { name: 'Altura, mínimo' })).toHaveValue('175');
    await expect(dialog.getByRole('status')).toHaveText(COUNT.pt(expected.length));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(sorted(await cardIds(page))).toEqual(idsOf(expected));
    expect(await sameWindow(page)).toBe(true);
  });
});

test.describe('the panel on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  /** Opens the women's board's filter dialog once the board is hydrated (the toggle says so). */
  async function openDialog(page: Page) {
    await page.goto('/pt/talents/mulheres');
    const toggle = page.getByRole('main').getByRole('button', { name: 'Filtrar' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    return { toggle, dialog };
  }

  test('is a dialog: focus stays inside, Escape closes it, focus returns', async ({ page }) => {
    const { toggle, dialog } = await openDialog(page);
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => !!document.activeElement?.closest('dialog') || document.activeElement === document.body);
      expect(inside).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    // The list behind is out of reach: the dialog says what the filters leave.
    const blonde = board('mulheres').filter((t) => BLONDE.includes(t.hair ?? ''));
    await expect(dialog.getByRole('status')).toHaveText(COUNT.pt(board('mulheres').length));
    await dialog.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await expect(dialog.getByRole('status')).toHaveText(COUNT.pt(blonde.length));
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await expect(dialog).toBeHidden();
    await expect(countLine(page)).toHaveText(COUNT.pt(board('mulheres').filter((t) => BLONDE.includes(t.hair ?? '')).length));
  });

  test('every control the keyboard reaches in the dialog is shown above its bar of buttons', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await openDialog(page);
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      const covered = await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        const bar = focused.closest('dialog')?.querySelector('button[type="submit"]')?.parentElement;
        // The bar's own buttons, and the dialog itself (which holds the bar), are not under it.
        if (!bar || bar.contains(focused) || focused.contains(bar)) return null;
        const box = focused.getBoundingClientRect();
        return box.bottom > bar.getBoundingClientRect().top + 1 ? `${focused.tagName} ${focused.getAttribute('aria-label') ?? focused.id}` : null;
      });
      expect(covered, 'a focused control under the bar').toBeNull();
    }
  });

  test("hydrates with the server's count line, making no number formatter; one is made once the panel is opened", async ({ page }) => {
    // The browser's idle callbacks are held until the test runs them, and number formatters
    // are counted as the page makes them.
    await page.addInitScript(() => {
      const w = window as unknown as { heldIdle: IdleRequestCallback[]; formatters: number };
      w.heldIdle = [];
      w.formatters = 0;
      window.requestIdleCallback = (callback) => w.heldIdle.push(callback);
      window.cancelIdleCallback = () => {};
      const count = () => void w.formatters++;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct: (target, args) => (count(), Reflect.construct(target, args)),
        apply: (target, self, args) => (count(), Reflect.apply(target, self, args)),
      });
    });
    const runIdle = () =>
      page.evaluate(() => {
        const w = window as unknown as { heldIdle: IdleRequestCallback[]; formatters: number };
        for (const callback of w.heldIdle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
        return w.formatters;
      });
    await page.goto('/pt/talents/mulheres');
    // Hydrated: the phone's Filtrar button has replaced the server's disclosure.
    const toggle = page.getByRole('main').getByRole('button', { name: 'Filtrar' });
    await expect(toggle).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(countLine(page)).toHaveText(COUNT.pt(board('mulheres').length));
    // Loaded, idle and scrolled, the panel not opened: still none.
    await page.mouse.wheel(0, 400);
    expect(await runIdle()).toBe(0);
    // Filtrar: the panel appears, and the formatter is made when the browser is idle after that.
    await toggle.click();
    const dialog = page.getByRole('dialog', { name: 'Filtros' });
    await expect(dialog).toBeVisible();
    await expect.poll(runIdle).toBeGreaterThan(0);
    await dialog.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
    await dialog.getByRole('button', { name: 'Filtrar' }).click();
    await expect(countLine(page)).toHaveText(COUNT.pt(board('mulheres').filter((t) => BLONDE.includes(t.hair ?? '')).length));
  });
});

test.describe('name search', () => {
  const withAccent = () => all.find((t) => onBoard(t, null) && /[À-ÿ]/.test(t.name.split(' ')[0]!))!;

  test('the header box goes to /{lang}/modelos/{text}, which shows the matching cards', async ({ page }) => {
    const talent = withAccent();
    const first = talent.name.split(' ')[0]!;
    const text = first.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const expected = all.filter((t) => onBoard(t, null) && nameHas(t.name, text));
    await page.goto('/pt/contato');
    await page.getByRole('searchbox', { name: 'Buscar modelo pelo nome' }).first().fill(text);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/pt/modelos/${text}$`));
    expect(sorted(await cardIds(page))).toEqual(idsOf(expected));
    await page.goto('/en/modelos/zzzqqq');
    await expect(page.getByText('No results were found')).toBeVisible();
    await page.goto('/pt/modelos/zzzqqq');
    await expect(page.getByText('Nenhum resultado encontrado')).toBeVisible();
  });

  test('a name typed into the search page’s box before its code arrives is searched', async ({ page }) => {
    const talent = withAccent();
    const text = talent.name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    const scripts = await holdChunk(page, ''); // every script chunk
    await page.goto('/pt/buscar?q=zzzqqq', { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Buscar modelo pelo nome' });
    await box.fill(text);
    await expect.poll(() => scripts.held()).toBe(true);
    scripts.release();
    // The typed name, not the address's, is the search; the box keeps it.
    await expect(page.getByRole('main').locator(`a[href*="/${talent.id}/"]`)).toBeVisible();
    await expect(box).toHaveValue(text);
    await expect(page).toHaveURL(new RegExp(`\\?q=${text}$`));
  });

  test('a search opened from its address does not move the page as its results arrive', async ({ page }) => {
    const talent = withAccent();
    const text = talent.name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    await recordShifts(page);
    for (const viewport of [{ width: 375, height: 812 }, { width: 1440, height: 900 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/pt/buscar?q=${text}`);
      await expect(page.getByRole('main').locator(`a[href*="/${talent.id}/"]`)).toBeVisible();
      // The footer was below the first screen while the results loaded: it is not pushed down in view.
      expect(await shiftsOf(page), `${viewport.width} px`).toBeLessThan(0.01);
    }
  });

  for (const [lang, path, prompt, none, box] of [
    ['pt', '/pt/buscar', 'Digite um nome no campo acima para ver os resultados', 'Nenhum resultado encontrado', 'Buscar modelo pelo nome'],
    ['en', '/en/search', 'Enter a name in the field above to display the results', 'No results were found', 'Search a model by name'],
  ] as const) {
    test(`the search page's three states (${lang})`, async ({ page }) => {
      const talent = withAccent();
      const text = talent.name.split(' ')[0]!.normalize('NFD').replace(/\p{M}/gu, '').toUpperCase();
      const expected = all.filter((t) => onBoard(t, null) && nameHas(t.name, text));
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText(prompt)).toBeVisible();
      await main.getByRole('searchbox', { name: box }).fill(text);
      await expect(main.locator(`a[href*="/${talent.id}/"]`)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`\\?q=${text}$`));
      expect(sorted(await cardIds(page, { more: lang === 'pt' ? 'Mostrar mais' : 'Show more' }))).toEqual(idsOf(expected));
      await page.reload();
      await expect(main.getByRole('searchbox', { name: box })).toHaveValue(text);
      await expect(main.locator(`a[href*="/${talent.id}/"]`)).toBeVisible();
      await main.getByRole('searchbox', { name: box }).fill('zzzqqq');
      await expect(main.getByText(none)).toBeVisible();
      await main.getByRole('searchbox', { name: box }).fill('');
      await expect(main.getByText(prompt)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }
});

test.describe("the board's cards", () => {
  /** The page's requests for the whole board's cards, by kind: the page's prefetch ('other'),
   * the board's own fetch ('fetch'). */
  const cardRequests = (page: Page) => {
    const seen: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/talents/board/')) seen.push(`${request.resourceType()} ${url.pathname}`);
    });
    return seen;
  };

  test('the page carries only the cards it renders; the browser fetches the whole board once, when idle or first needed', async ({ page, request }) => {
    const women = board('mulheres');
    expect(women.length).toBeGreaterThan(48);
    const html = await (await request.get('/pt/talents/mulheres')).text();
    const requests = cardRequests(page);
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const main = page.getByRole('main');
    const shownIds = new Set(await main.locator('a[href*="/modelo/"]').evaluateAll((links) => links.map((a) => Number(/\/modelo\/(\d+)\//.exec(a.getAttribute('href') ?? '')?.[1]))));
    expect(shownIds.size).toBe(48);
    // The other talents' names are nowhere in the page (not in its markup, not in its data).
    const quoted = (name: string) => html.includes(`"${name}"`) || html.includes(`\\"${name}\\"`);
    expect(women.filter((t) => !shownIds.has(t.id) && quoted(t.name.trim())).map((t) => t.name)).toEqual([]);
    expect(women.filter((t) => shownIds.has(t.id) && !quoted(t.name.trim()))).toEqual([]);
    // Loaded: the browser has prefetched the whole board (the page names it), and nothing else.
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual(['other /api/talents/board/pt/mulheres']);

    // Scrolled to the end of the cards the page has: the board reads the whole board and shows it.
    await markWindow(page);
    expect(sorted(await cardIds(page))).toEqual(idsOf(women));

    // Letters filter it in place: nothing more is asked for.
    const bar = page.getByRole('navigation', { name: 'Inicial do nome' });
    const letters = [...new Set(women.map((t) => initial(t.name)))].sort();
    for (const letter of [letters.at(-1)!, letters[0]!]) {
      await bar.getByRole('link', { name: letter.toUpperCase(), exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
      const withLetter = women.filter((t) => initial(t.name) === letter);
      await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
      expect(sorted(await cardIds(page))).toEqual(idsOf(withLetter));
    }
    expect(requests).toEqual(['other /api/talents/board/pt/mulheres', 'fetch /api/talents/board/pt/mulheres']);
    expect(await sameWindow(page)).toBe(true);
  });

  test("when the whole board cannot be fetched, a filter opens the server's page for it", async ({ page }) => {
    const women = board('mulheres');
    await page.route('**/api/talents/board/**', (route) => route.fulfill({ status: 503, body: '{"error":"unavailable"}' }));
    await page.goto('/pt/talents/mulheres');
    await hydrated(page);
    const letter = [...new Set(women.map((t) => initial(t.name)))].sort()[0]!;
    await markWindow(page);
    await page.getByRole('navigation', { name: 'Inicial do nome' }).getByRole('link', { name: letter.toUpperCase(), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`\\?letter=${letter}$`));
    const withLetter = women.filter((t) => initial(t.name) === letter);
    await expect(countLine(page)).toHaveText(COUNT.pt(withLetter.length));
    // The server rendered that list: a new document.
    await expect.poll(() => sameWindow(page)).toBe(false);
    expect(sorted(await cardIds(page))).toEqual(idsOf(withLetter));
  });

  test('the whole board is one answer for everyone, for known boards only', async ({ request }) => {
    const answer = await request.get('/api/talents/board/pt/mulheres');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
    const rows = (await answer.json()) as [number][];
    expect(sorted(rows.map((row) => row[0]))).toEqual(idsOf(board('mulheres')));
    expect(((await (await request.get('/api/talents/board/en')).json()) as unknown[]).length).toBe(board(null).length);
    for (const path of ['/api/talents/board/pt/nope', '/api/talents/board/xx/mulheres', '/api/talents/board/pt/mulheres/more']) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });
});

test('Back from a gallery returns to the filtered board', async ({ page }) => {
  const blonde = board('mulheres').filter((t) => BLONDE.includes(t.hair ?? ''));
  await page.goto('/pt/talents/mulheres');
  await hydrated(page);
  await page.getByLabel('Cabelo').selectOption({ label: 'Loiro' });
  await expect(countLine(page)).toHaveText(COUNT.pt(blonde.length));
  await page.getByRole('main').locator('a[href*="/modelo/"]').first().click();
  await expect(page).toHaveURL(/\/pt\/modelo\/\d+\//);
  await page.goBack();
  await expect(page).toHaveURL(/\/pt\/talents\/mulheres\?hair=blonde$/);
  await expect(countLine(page)).toHaveText(COUNT.pt(blonde.length));
  await expect(page.getByLabel('Cabelo')).toHaveValue('blonde');
});
