import type { Page } from '@playwright/test';
import type { TalentProfile } from '@vitrine/contracts';
import { findProfiles, listTalents } from './api';
import { onBoard } from './board-rules';
import { exportEntry, listEntries } from './entries';
import { seedFavourites, storedFavourites } from './favourites';
import { expect, test } from './fixtures';
import { holdChunk } from './hold';
import { recordShifts, shiftsOf } from './shifts';

const slug = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

let talents: TalentProfile[] = [];
test.beforeAll(async ({ stack }) => {
  talents = await findProfiles(stack, (p) => p.book.length > 0, 3);
});

/** A date `days` from today, as a date input takes it (YYYY-MM-DD, the browser's calendar). */
const inDays = (days: number) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** A field of the order form by its exact label. */
const field = (page: Page, label: string) =>
  page.getByRole('region', { name: /^(Seu pedido|Your order)$/ }).getByRole('textbox', { name: label, exact: true });

async function fillOrder(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await field(page, label).fill(value);
}

const ORDER_PT = {
  Nome: 'Ana Lima',
  Telefone: '+55 11 98765-4321',
  'E-mail': 'ana@example.com',
  'Razão social (opcional)': 'Lima Produções',
  'Mensagem (opcional)': 'Campanha de verão',
};

test.describe('favourites', () => {
  test('the heart adds and removes, with notifications, the header count and the exact storage shape after a reload', async ({ page }) => {
    const [talent] = talents;
    await page.goto(`/pt/modelo/${talent!.id}/${slug(talent!.name)}`);
    const heart = page.getByRole('button', { name: 'Adicionar aos favoritos' });
    await heart.click();
    const notifications = page.getByRole('region', { name: 'Notificações' });
    await expect(notifications).toHaveAttribute('aria-live', 'polite');
    await expect(notifications.getByText('modelo adicionado')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Favoritos.*1 modelo selecionado/ })).toBeVisible();

    await page.reload();
    // The gallery's button says its action: not also a toggle ("Remover dos favoritos, pressionado").
    await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).not.toHaveAttribute('aria-pressed');
    expect(await storedFavourites(page)).toEqual({
      favoriteList: [{ id: talent!.id, name: talent!.name, cover: new URL(talent!.book[0]!.file).pathname }],
    });

    await page.getByRole('button', { name: 'Remover dos favoritos' }).click();
    await expect(notifications.getByText('modelo removido')).toBeVisible();
    expect(await storedFavourites(page)).toEqual({ favoriteList: [] });
    await expect(page.getByTestId('favourites-count')).toHaveCount(0);
  });

  test('a heart pressed before the toaster’s code has arrived still shows its notification', async ({ page }) => {
    // Sonner is not in the first load: its chunk is held until released, and the notification
    // made meanwhile is shown once the toaster is there, not lost.
    const [talent] = talents;
    await seedFavourites(page, [talent!]);
    const { held, release } = await holdChunk(page, 'data-sonner-toaster');
    // Not until `load`: a chunk asked for before it (once hydrated) holds the load event too.
    await page.goto(`/pt/modelo/${talent!.id}/${slug(talent!.name)}`, { waitUntil: 'domcontentloaded' });
    await expect.poll(held, 'the toaster’s code is asked for and held').toBe(true);
    // Pressed only once hydrated: the state comes from the browser's storage.
    await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
    await page.getByRole('button', { name: 'Remover dos favoritos' }).click();
    await expect(page.getByRole('button', { name: 'Adicionar aos favoritos' })).toBeVisible();
    const notifications = page.getByRole('region', { name: 'Notificações' });
    await expect(notifications).toHaveCount(0);

    release();
    await expect(notifications.getByText('modelo removido')).toBeVisible();
  });

  test('English notifications, and every open tab stays in step', async ({ page, context }) => {
    const [talent] = talents;
    const other = await context.newPage();
    await other.goto('/en/e-casting');
    await expect(other.getByText('There is no selected models')).toBeVisible();
    await page.goto(`/en/model/${talent!.id}/${slug(talent!.name)}`);
    await page.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('model added')).toBeVisible();
    await expect(other.getByRole('list').getByText(talent!.name)).toBeVisible();
    await other.getByRole('button', { name: `Remove ${talent!.name}` }).click();
    await expect(page.getByRole('button', { name: 'Add to favourites' })).toBeVisible();
  });
});

test.describe('the heart on listing cards', () => {
  test('a board card: keyboard, notification, header count, e-casting, reload, gallery and search cards agree', async ({ page, context, stack }) => {
    const women = (await listTalents(stack, 'pt')).filter((t) => onBoard(t, 'mulheres'));
    await page.goto('/pt/talents/mulheres');
    const main = page.getByRole('main');
    // Hydrated: the filter panel's Fechar exists only then.
    await expect(main.getByRole('button', { name: 'Fechar' })).toBeVisible();
    const href = await main.locator('a[href*="/modelo/"]').first().getAttribute('href');
    const talent = women.find((t) => t.id === Number(/\/modelo\/(\d+)\//.exec(href ?? '')?.[1]))!;
    const heart = main.getByRole('button', { name: `Favorito: ${talent.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');

    // Another tab on the name search, whose card shows the same talent.
    const other = await context.newPage();
    await other.goto(`/pt/modelos/${encodeURIComponent(talent.name)}`);
    const otherHeart = other.getByRole('main').getByRole('button', { name: `Favorito: ${talent.name}` });
    await expect(otherHeart).toHaveAttribute('aria-pressed', 'false');

    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'Notificações' }).getByText('modelo adicionado')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: /Favoritos.*1 modelo selecionado/ })).toBeVisible();
    await expect(otherHeart).toHaveAttribute('aria-pressed', 'true');
    expect((await storedFavourites(page)).favoriteList.map((t: { id: number }) => t.id)).toEqual([talent.id]);

    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await main.locator(`a[href*="/modelo/${talent.id}/"]`).click();
    await expect(page.getByRole('button', { name: 'Remover dos favoritos' })).toBeVisible();
    await page.goto('/pt/e-casting');
    await expect(page.getByRole('main').getByRole('list').getByText(talent.name)).toBeVisible();

    // Removed from the search card in the other tab: this tab's board follows.
    await page.goto('/pt/talents/mulheres');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await otherHeart.click();
    await expect(otherHeart).toHaveAttribute('aria-pressed', 'false');
    await expect(other.getByRole('region', { name: 'Notificações' }).getByText('modelo removido')).toBeVisible();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('favourites-count')).toHaveCount(0);
  });
});

test.describe('e-casting', () => {
  test('empty: the message and "Add models" leading to the boards', async ({ page }) => {
    await page.goto('/pt/e-casting');
    await expect(page.getByText('Não há modelos selecionados')).toBeVisible();
    await page.getByRole('link', { name: 'Adicionar modelos' }).click();
    await expect(page).toHaveURL(/\/pt\/talents$/);
    await page.goto('/en/e-casting');
    await expect(page.getByText('There is no selected models')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add models' })).toBeVisible();
  });

  test('without JavaScript the page says why the selection cannot show, in the page column, with the boards', async ({ browser, baseURL }) => {
    for (const width of [375, 1440]) {
      const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto('/pt/e-casting');
      const notice = page.getByText('A sua seleção fica guardada neste navegador e precisa de JavaScript', { exact: false });
      await expect(notice).toBeVisible();
      const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(Math.round((await notice.boundingBox())!.x), `${width} px`).toBe(Math.round(heading.x));
      await page.getByRole('main').getByRole('link', { name: 'Feminino' }).click();
      await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
      await context.close();
    }
  });

  for (const width of [375, 1440]) {
    test(`at ${width} px the list shows once, whole, and nothing in view moves as it comes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 812 });
      await recordShifts(page);
      await seedFavourites(page, talents);
      await page.goto('/pt/e-casting');
      // The first frame with the list has its talents' measurements.
      const measured = await page.waitForFunction(() => document.getElementById('ecasting-list') && document.querySelectorAll('main dl dt').length);
      expect(await measured.jsonValue()).toBeGreaterThan(0);
      await expect(page.getByRole('region', { name: /^Seu pedido$/ })).toBeVisible();
      expect(await shiftsOf(page)).toBeLessThan(0.01);
    });
  }

  test('a shared selection opened beside an own list moves nothing in view as both come', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await recordShifts(page);
    await seedFavourites(page, talents.slice(0, 1));
    await page.goto(`/pt/e-casting?share=${talents.map((t) => t.id).join(',')}`);
    await expect(page.getByRole('heading', { name: 'Compartilharam uma seleção com você' })).toBeVisible();
    await expect(page.getByRole('region', { name: '1 modelo selecionado' }).getByRole('link', { name: talents[0]!.name })).toBeVisible();
    expect(await shiftsOf(page)).toBeLessThan(0.01);
  });

  test('the empty list moves nothing in view either', async ({ page }) => {
    await recordShifts(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/pt/e-casting');
    await expect(page.getByText('Não há modelos selecionados')).toBeVisible();
    expect(await shiftsOf(page)).toBeLessThan(0.01);
  });

  test("when the talents' data is slow the list shows without it, and fills in when it comes", async ({ page }) => {
    await page.clock.install();
    await seedFavourites(page, talents.slice(0, 2));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/favourites?**', async (route) => {
      await held;
      await route.continue();
    });
    const asked = page.waitForRequest('**/api/favourites?**');
    await page.goto('/pt/e-casting');
    await asked;
    await expect(page.getByRole('main').getByText('Carregando')).toBeVisible();
    await page.clock.runFor(1500);
    const list = page.getByRole('region', { name: '2 modelos selecionados' });
    await expect(list.getByRole('heading', { name: talents[0]!.name })).toBeVisible();
    await expect(list.getByRole('term')).toHaveCount(0);
    release();
    await expect(list.getByRole('link', { name: talents[0]!.name })).toBeVisible();
    await expect(list.getByRole('term')).not.toHaveCount(0);
  });

  test('a talent removed leaves the others their data at once, with no new request', async ({ page }) => {
    await seedFavourites(page, talents);
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/favourites') requests.push(request.url());
    });
    await page.goto('/pt/e-casting');
    const list = page.getByRole('region', { name: `${talents.length} modelos selecionados` });
    await expect(list.getByRole('link', { name: talents[1]!.name })).toBeVisible();
    const terms = await list.getByRole('listitem').filter({ hasText: talents[1]!.name }).getByRole('term').count();
    expect(terms).toBeGreaterThan(0);
    await page.getByRole('button', { name: `Remover ${talents[0]!.name}` }).click();
    const rest = page.getByRole('region', { name: `${talents.length - 1} modelos selecionados` });
    await expect(rest.getByRole('link', { name: talents[1]!.name })).toBeVisible();
    expect(await rest.getByRole('listitem').filter({ hasText: talents[1]!.name }).getByRole('term').count()).toBe(terms);
    expect(requests).toHaveLength(1);
  });

  test('removing a talent takes the focus on to the next one, and to the page once the list is empty', async ({ page }) => {
    await seedFavourites(page, talents.slice(0, 2));
    await page.goto('/pt/e-casting');
    const [first, second] = talents;
    await page.getByRole('button', { name: `Remover ${first!.name}` }).click();
    await expect(page.getByRole('button', { name: `Remover ${first!.name}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `Remover ${second!.name}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Não há modelos selecionados')).toBeVisible();
    await expect(page.locator('#content')).toBeFocused();
  });

  test('what was typed in the order form is still there when the list empties and fills again from another tab', async ({ page, context }) => {
    const [talent] = talents;
    await seedFavourites(page, [talent!]);
    await page.goto('/pt/e-casting');
    await fillOrder(page, { Nome: 'Ana Lima', 'Mensagem (opcional)': 'Campanha de verão, duas diárias' });
    // A required field says so in words, as the other forms do (the control says it to a screen reader).
    await expect(page.locator('label[for="order-Name"]')).toHaveText('Nome (obrigatório)');
    const gallery = await context.newPage();
    await gallery.goto(`/pt/modelo/${talent!.id}/${slug(talent!.name)}`);
    await gallery.getByRole('button', { name: 'Remover dos favoritos' }).click();
    await expect(page.getByText('Não há modelos selecionados')).toBeVisible();
    await gallery.getByRole('button', { name: 'Adicionar aos favoritos' }).click();
    await expect(field(page, 'Nome')).toHaveValue('Ana Lima');
    await expect(field(page, 'Mensagem (opcional)')).toHaveValue('Campanha de verão, duas diárias');
  });

  test('"Limpar a lista" can be undone by keyboard: the list in its order and what was typed come back', async ({ page }) => {
    const chosen = talents.slice(0, 3);
    await seedFavourites(page, chosen);
    await page.goto('/pt/e-casting');
    await fillOrder(page, { Nome: 'Ana Lima' });
    const before = await storedFavourites(page);
    // The status region is there, empty, before the list is cleared: the change is what is said.
    const status = page.locator('#ecasting-news');
    await expect(status).toHaveRole('status');
    await expect(status).toHaveText('');
    await page.getByRole('button', { name: 'Limpar a lista' }).click();
    await expect(status).toHaveText('A lista foi limpa.');
    await expect(page.locator('#ecasting-cleared')).toHaveText('A lista foi limpa.');
    expect(await storedFavourites(page)).toEqual({ favoriteList: [] });
    const undo = page.getByRole('button', { name: 'Desfazer' });
    await expect(undo).toBeFocused();
    await expect(undo).toHaveAccessibleDescription('A lista foi limpa.');
    await page.keyboard.press('Enter');
    for (const t of chosen) await expect(page.getByRole('link', { name: t.name, exact: true })).toBeVisible();
    // The focus goes to the list that came back, not to the page.
    await expect(page.getByRole('heading', { name: '3 modelos selecionados' })).toBeFocused();
    expect(await storedFavourites(page)).toEqual(before);
    await expect(field(page, 'Nome')).toHaveValue('Ana Lima');
    await expect(undo).toHaveCount(0);
  });

  test('what was typed in the order stays through a switch of language and a reload', async ({ page }) => {
    await seedFavourites(page, talents.slice(0, 1));
    await page.goto('/en/e-casting');
    await field(page, 'Name').fill('Ana Lima');
    await field(page, 'Message (optional)').fill('Summer campaign');
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/e-casting$/);
    await expect(field(page, 'Nome')).toHaveValue('Ana Lima');
    await expect(field(page, 'Mensagem (opcional)')).toHaveValue('Summer campaign');
    await page.reload();
    await expect(field(page, 'Nome')).toHaveValue('Ana Lima');
  });

  test('a list longer than a file holds says so where its downloads would be', async ({ page, stack }) => {
    const many = await findProfiles(stack, () => true, 31);
    await seedFavourites(page, many);
    await page.goto('/pt/e-casting');
    await expect(page.getByText('Os arquivos reúnem no máximo 30 talentos; esta seleção tem 31. Tire alguns para baixá-la.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'PDF (leve)' })).toHaveCount(0);
    await page.getByRole('button', { name: `Remover ${many[30]!.name}` }).click();
    await expect(page.getByRole('link', { name: 'PDF (leve)' })).toHaveAttribute('href', /ids=(\d+,){29}\d+&/);
  });

  test('the dates’ order error leaves as soon as either date puts it right', async ({ page }) => {
    await seedFavourites(page, talents.slice(0, 1));
    await page.goto('/en/e-casting');
    await fillOrder(page, { Name: 'Bob Hill', Phone: '+1 555 123 4567', 'E-mail': 'bob@example.com' });
    const option = page.getByRole('group', { name: 'Option request' });
    await option.getByLabel('Start date (optional)').fill(inDays(20));
    await option.getByLabel('End date (optional)').fill(inDays(10));
    await page.getByRole('button', { name: 'Send order' }).click();
    await expect(option.getByText('The end date cannot be before the start date')).toBeVisible();
    await option.getByLabel('Start date (optional)').fill(inDays(8));
    await expect(option.getByText('The end date cannot be before the start date')).toHaveCount(0);
    await expect(page.getByText('Check the form fields and try again')).toHaveCount(0);
    await expect(option.getByLabel('End date (optional)')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('an order with its option request is stored with its talents; the reference is shown and focused; the list is kept until cleared', async ({ page, stack }) => {
    test.slow(); // Two refused sends, one stored, its export and a reload.
    await seedFavourites(page, talents);
    await page.goto('/pt/e-casting');
    const list = page.getByRole('region', { name: '3 modelos selecionados' });
    for (const t of talents) await expect(list.getByRole('link', { name: t.name, exact: true })).toBeVisible();
    await fillOrder(page, ORDER_PT);
    // Typed key by key (the mask must keep up with fast typing), digits only.
    await field(page, 'CNPJ (opcional)').pressSequentially('11a222333000181');
    await expect(field(page, 'CNPJ (opcional)')).toHaveValue('11.222.333/0001-81');

    // The option request: dates in the past or out of order are refused in Portuguese.
    const option = page.getByRole('group', { name: 'Pedido de opção' });
    const from = inDays(30);
    const to = inDays(33);
    await option.getByLabel('Data inicial (opcional)').fill(inDays(-2));
    await option.getByLabel('Data final (opcional)').fill(inDays(-3));
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(option.getByText('Escolha uma data a partir de hoje')).toHaveCount(2);
    await option.getByLabel('Data inicial (opcional)').fill(to);
    await option.getByLabel('Data final (opcional)').fill(from);
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(option.getByText('A data final não pode ser antes da inicial')).toBeVisible();
    await option.getByLabel('Data inicial (opcional)').fill(from);
    await option.getByLabel('Data final (opcional)').fill(to);
    await option.getByRole('textbox', { name: 'Cidade (opcional)' }).fill('São Paulo');
    await option.getByRole('combobox', { name: 'Tipo de trabalho (opcional)' }).selectOption({ label: 'Catálogo' });
    await option.getByRole('textbox', { name: 'Uso: mídias (opcional)' }).fill('Internet e impresso');
    await option.getByRole('textbox', { name: 'Uso: território (opcional)' }).fill('Brasil');
    await option.getByRole('textbox', { name: 'Uso: prazo (opcional)' }).fill('12 meses');
    await option.getByRole('textbox', { name: 'Orçamento (opcional)' }).fill('R$ 20.000');
    await page.getByRole('checkbox', { name: 'Lembrar o meu nome e e-mail neste navegador para o próximo pedido' }).check();
    // The visitor's verdicts go with the order, and the form says so.
    const verdict = (index: number, label: string) =>
      page.getByRole('radiogroup', { name: `A sua opinião sobre ${talents[index]!.name}` }).getByRole('radio', { name: label }).check();
    await verdict(0, 'Sim');
    await verdict(2, 'Não');
    await expect(page.getByText('O pedido leva os 3 modelos da sua lista com as suas opiniões: 1 sim · 0 talvez · 1 não.')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Formulário enviado! Em breve entraremos em contato' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    const reference = (await confirmation.getByText(/^VT-\d{6}$/).textContent())!;
    // The list is kept until the visitor clears it.
    for (const t of talents) await expect(list.getByRole('link', { name: t.name, exact: true })).toBeVisible();
    expect((await storedFavourites(page)).favoriteList).toHaveLength(3);

    // What the agency reads: `npm run entries` lists the order, its export holds the fields.
    const listed = (await listEntries(stack)).filter((e) => e.reference === reference);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ kind: 'favoritesOrder', name: 'Ana Lima', email: 'ana@example.com' });
    const entry = await exportEntry(stack, reference);
    try {
      const fields = entry.json.fields;
      expect(fields).toMatchObject({
        Name: 'Ana Lima',
        Phone: '+55 11 98765-4321',
        Cnpj: '11.222.333/0001-81',
        CorporateName: 'Lima Produções',
        Message: 'Campanha de verão',
        DateFrom: from,
        DateTo: to,
        City: 'São Paulo',
        JobKind: 'catalogue',
        UsageMedia: 'Internet e impresso',
        UsageTerritory: 'Brasil',
        UsageTerm: '12 meses',
        Budget: 'R$ 20.000',
      });
      expect(JSON.parse(fields.talents!)).toEqual([
        { id: talents[0]!.id, name: talents[0]!.name, verdict: 'yes' },
        { id: talents[1]!.id, name: talents[1]!.name },
        { id: talents[2]!.id, name: talents[2]!.name, verdict: 'no' },
      ]);
    } finally {
      entry.remove();
    }

    // Redundant entry (WCAG 3.3.7): the next order form offers the name and e-mail, as consented.
    await page.reload();
    await expect(page.getByText('Nome e e-mail preenchidos com os do seu último pedido neste navegador.')).toBeVisible();
    await expect(field(page, 'Nome')).toHaveValue('Ana Lima');
    await expect(field(page, 'E-mail')).toHaveValue('ana@example.com');
    await expect(field(page, 'Telefone')).toHaveValue('');

    await page.getByRole('button', { name: 'Limpar a lista' }).click();
    await expect(page.getByText('Não há modelos selecionados')).toBeVisible();
    expect(await storedFavourites(page)).toEqual({ favoriteList: [] });
  });

  test('at 375 px the order’s confirmation is on screen with its reference (English)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await seedFavourites(page, talents.slice(0, 2));
    await page.goto('/en/e-casting');
    // The list is complete (the gallery links come with the talents' data): the form has moved down.
    for (const t of talents.slice(0, 2)) await expect(page.getByRole('link', { name: t.name, exact: true })).toBeVisible();
    await fillOrder(page, { Name: 'Bob Hill', Phone: '+1 555 123 4567', 'E-mail': 'bob@example.com' });
    await page.getByRole('button', { name: 'Send order' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Order reference:' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    await expect(confirmation.getByText(/^VT-\d{6}$/)).toBeVisible();
    await expect(page.getByRole('region', { name: '2 models selected' })).toBeVisible();
  });

  test('a bad CNPJ is refused in the visitor’s language with every field kept', async ({ page }) => {
    await seedFavourites(page, talents.slice(0, 1));
    await page.goto('/en/e-casting');
    const values = { Name: 'Bob Hill', Phone: '+1 555 123 4567', 'E-mail': 'bob@example.com', 'Corporate name (optional)': 'Hill Co', 'Message (optional)': 'Autumn' };
    await fillOrder(page, { ...values, 'CNPJ (company tax ID) (optional)': '11222333000182' });
    await page.getByRole('button', { name: 'Send order' }).click();
    await expect(page.getByText('Enter a valid CNPJ (00.000.000/0000-00)')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Check the form fields and try again' })).toBeVisible();
    await expect(field(page, 'CNPJ (company tax ID) (optional)')).toBeFocused();
    await expect(field(page, 'CNPJ (company tax ID) (optional)')).toHaveAttribute('aria-invalid', 'true');
    for (const [label, value] of Object.entries(values)) await expect(field(page, label)).toHaveValue(value);
    await expect(field(page, 'CNPJ (company tax ID) (optional)')).toHaveValue('11.222.333/0001-82');
    await expect(page.getByText(talents[0]!.name)).toBeVisible();
  });

  test('required fields are named in Portuguese', async ({ page }) => {
    await seedFavourites(page, talents.slice(0, 1));
    await page.goto('/pt/e-casting');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Este campo é requerido')).toHaveCount(3);
    await field(page, 'E-mail').fill('ana@');
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByText('Este campo deve ser um email válido')).toBeVisible();
  });

  test('a shared link whose talents have all left the site says so and shows the page as it is', async ({ page }) => {
    await page.goto('/pt/e-casting?share=99999');
    await expect(page.getByText('Os modelos deste link não estão mais no site.')).toBeVisible();
    await expect(page.getByText('Não há modelos selecionados')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Adicionar modelos' })).toBeVisible();
    await expect(page).toHaveURL(/\/pt\/e-casting$/);
  });

  test('a shared link shows the selection in a fresh browser, which adopts it', async ({ page, browser, baseURL }) => {
    await seedFavourites(page, talents.slice(0, 2));
    await page.goto('/en/e-casting');
    await page.getByRole('button', { name: 'Share this selection' }).click();
    const link = await page.getByLabel('Link to this selection').inputValue();
    expect(new URL(link).pathname).toBe('/en/e-casting');

    const fresh = await browser.newContext({ baseURL });
    try {
      const visitor = await fresh.newPage();
      await visitor.goto(link);
      const shared = visitor.getByRole('region', { name: 'A selection was shared with you' });
      for (const t of talents.slice(0, 2)) await expect(shared.getByText(t.name)).toBeVisible();
      await shared.getByRole('button', { name: 'Add to my favourites' }).click();
      await expect(shared).toBeHidden();
      await expect(visitor.getByRole('region', { name: '2 models selected' })).toBeVisible();
      expect((await storedFavourites(visitor)).favoriteList.map((t: { id: number }) => t.id)).toEqual(talents.slice(0, 2).map((t) => t.id));
      await expect(visitor).toHaveURL(/\/en\/e-casting$/);
    } finally {
      await fresh.close();
    }
  });
});

test.describe('e-casting with the back end down, then the rate limit', () => {
  // One order per address and hour on this stack; a send the back end could not store does not count.
  test.use({ ownStackOptions: { webEnv: { FORM_RATE_LIMIT: '1' } } });

  test('a failed send says so and loses nothing typed or chosen; so does a refusal', async ({ page, ownStack }) => {
    await seedFavourites(page, talents.slice(0, 2));
    await page.goto(`${ownStack.webUrl}/pt/e-casting`);
    await expect(page.getByText(talents[0]!.name)).toBeVisible();
    await fillOrder(page, { ...ORDER_PT, 'CNPJ (opcional)': '11222333000181' });
    await ownStack.stopBackend();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Algo deu errado ao enviar a mensagem. Tente novamente mais tarde :/' }),
    ).toBeVisible();
    const kept = async () => {
      for (const [label, value] of Object.entries(ORDER_PT)) await expect(field(page, label)).toHaveValue(value);
      await expect(field(page, 'CNPJ (opcional)')).toHaveValue('11.222.333/0001-81');
      for (const t of talents.slice(0, 2)) await expect(page.getByText(t.name)).toBeVisible();
      expect((await storedFavourites(page)).favoriteList).toHaveLength(2);
    };
    await kept();

    // Back up: the same order is sent and stored, the failed send not counted against the visitor.
    await ownStack.startBackend();
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Formulário enviado! Em breve entraremos em contato' })).toBeFocused();
    expect((await listEntries(ownStack)).filter((e) => e.kind === 'favoritesOrder')).toHaveLength(1);

    // The forms' shared guard: over the rate limit, a refusal in Portuguese, nothing lost.
    await fillOrder(page, { ...ORDER_PT, 'CNPJ (opcional)': '11222333000181' });
    await page.getByRole('button', { name: 'Enviar pedido' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Muitas mensagens da sua conexão\. Espere \d+ minutos? e envie de novo/ })).toBeVisible();
    await kept();
    expect((await listEntries(ownStack)).filter((e) => e.kind === 'favoritesOrder')).toHaveLength(1);
  });
});
