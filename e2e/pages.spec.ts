/** About (SPEC §2.10), photo feed (§2.11) and the e-casting page's empty state (§2.14). */
import { panelTexts } from './content';
import { expect, test } from './fixtures';

const SUFFIX = ' | Vitrine';

for (const [lang, heading, title] of [
  ['pt', 'AGENCIA', 'Sobre-nós'],
  ['en', 'AGENCY', 'About us'],
] as const) {
  test(`/${lang}/sobre-nos: ${heading} and the agency description`, async ({ page, stack }) => {
    const texts = await panelTexts(stack);
    const description = texts.about_description?.[lang] ?? '';
    expect(description).not.toBe('');
    const response = await page.goto(`/${lang}/sobre-nos`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${title}${SUFFIX}`);
    // The rich text is rendered as HTML: its first words are on the page, its tags are not.
    const firstWords = description.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 4).join(' ');
    await expect(page.getByRole('main').getByText(firstWords, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('<p>');
    expect(await page.getByRole('main').locator('script').count()).toBe(0);
  });
}

for (const [lang, empty, add] of [
  ['pt', 'Não há modelos selecionados', 'Adicionar modelos'],
  ['en', 'There is no selected models', 'Add models'],
] as const) {
  test(`/${lang}/e-casting: '${empty}' with '${add}'`, async ({ page }) => {
    const response = await page.goto(`/${lang}/e-casting`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'E-casting' })).toBeVisible();
    await expect(page).toHaveTitle(`E-casting${SUFFIX}`);
    await expect(page.getByText(empty, { exact: true })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: add }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/talents$`));
  });
}

test('/pt/instagram is a page of the frame that shows nothing', async ({ page }) => {
  const response = await page.goto('/pt/instagram');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Instagram' })).toBeAttached();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main').locator('img, article, p')).toHaveCount(0);
});
