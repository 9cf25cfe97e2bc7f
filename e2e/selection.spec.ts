/**
 * The e-casting page as a review tool: a shared selection opened in a fresh browser, each talent
 * linked to its gallery with its measurements, judged yes / maybe / no by keyboard (kept across
 * a reload), the verdicts sent back to the agency once, and 3 talents compared at 375 and
 * 1440 px.
 */
import type { Browser, Page } from '@playwright/test';
import type { TalentProfile } from '@vitrine/contracts';
import { findProfiles } from './api';
import { exportEntry, listEntries } from './entries';
import { seedFavourites } from './favourites';
import { expect, test } from './fixtures';

let talents: TalentProfile[] = [];
test.beforeAll(async ({ stack }) => {
  talents = await findProfiles(stack, (p) => p.book.length > 0 && Boolean(p.height) && Boolean(p.waist), 3);
});

const shareLink = (lang: 'pt' | 'en') => `/${lang}/e-casting?share=${talents.map((t) => t.id).join(',')}`;

async function freshPage(browser: Browser, baseURL: string | undefined, width = 1440): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: width < 500 ? 740 : 900 } });
  return context.newPage();
}

/** One talent's row of the selection: the list item holding its gallery link. */
const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) });

test('a shared link in a fresh browser: the sender’s selection, not indexed, each name leading to its gallery with its measurements', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  try {
    await page.goto(shareLink('pt'));
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const shared = page.getByRole('region', { name: 'Compartilharam uma seleção com você' });
    await expect(shared.getByText('Esta seleção foi feita por quem lhe enviou o link, não pela agência.')).toBeVisible();
    for (const t of talents) {
      const item = row(page, t.name);
      await expect(item.getByText('Altura', { exact: true })).toBeVisible();
      await expect(item.getByText('Cintura', { exact: true })).toBeVisible();
      await expect(item.getByText(t.gender === 'woman' ? 'Busto' : 'Tórax', { exact: true })).toBeVisible();
    }
    // The height in the visitor's unit: metric first, then imperial with the site's unit switch.
    const height = row(page, talents[0]!.name).locator('dd').first();
    await expect(height).toHaveText(/^\d,\d\d m \/ \d'\d+"$/, { useInnerText: true });
    await shared.getByRole('group', { name: 'Unidades' }).getByRole('button', { name: 'pés / pol / lb' }).click();
    await expect(height).toHaveText(/^\d'\d+" \/ \d,\d\d m$/, { useInnerText: true });

    await shared.getByRole('link', { name: talents[1]!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pt/modelo/${talents[1]!.id}/`));
    await expect(page.getByRole('heading', { level: 1, name: talents[1]!.name })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('verdicts by keyboard, the summary and the yes-and-maybe filter survive a reload (English)', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  try {
    await page.goto(shareLink('en'));
    const [a, b, c] = talents as [TalentProfile, TalentProfile, TalentProfile];
    const group = (t: TalentProfile) => page.getByRole('radiogroup', { name: `Your verdict on ${t.name}` });
    await expect(page.getByText('0 yes · 0 maybe · 0 no')).toBeVisible();

    await group(a).getByRole('radio', { name: 'Yes' }).focus();
    await page.keyboard.press('Space');
    await expect(group(a).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await group(b).getByRole('radio', { name: 'Yes' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(group(b).getByRole('radio', { name: 'Maybe' })).toBeChecked();
    await group(c).getByRole('radio', { name: 'Yes' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(group(c).getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(page.getByText('1 yes · 1 maybe · 1 no')).toBeVisible();

    await page.reload();
    await expect(page.getByText('1 yes · 1 maybe · 1 no')).toBeVisible();
    await expect(group(a).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(group(b).getByRole('radio', { name: 'Maybe' })).toBeChecked();
    await expect(group(c).getByRole('radio', { name: 'No' })).toBeChecked();

    await page.getByRole('checkbox', { name: 'Show only yes and maybe' }).check();
    await expect(page.getByRole('link', { name: c.name, exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: a.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: b.name, exact: true })).toBeVisible();
  } finally {
    await page.context().close();
  }
});

test('the verdicts sent back are stored once, with every talent and its verdict; the reference is shown and focused', async ({ browser, baseURL, stack }) => {
  test.slow(); // A refused send, two stored, the entries read and exported.
  const page = await freshPage(browser, baseURL, 375);
  const email = `rita-${Date.now()}@example.com`;
  try {
    await page.goto(shareLink('pt'));
    const verdicts = ['Sim', 'Talvez', 'Não'] as const;
    for (const [i, t] of talents.entries()) {
      await page.getByRole('radiogroup', { name: `A sua opinião sobre ${t.name}` }).getByRole('radio', { name: verdicts[i]! }).click();
    }
    const form = page.getByRole('region', { name: 'Envie a sua opinião à agência' });
    await expect(form.getByText('3 modelos com opinião vão para a agência com o seu nome e e-mail.')).toBeVisible();
    await form.getByRole('button', { name: 'Enviar opinião' }).click();
    await expect(form.getByText('Este campo é requerido')).toHaveCount(2);
    await form.getByRole('textbox', { name: 'Nome' }).fill('Rita Dias');
    await form.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await form.getByRole('button', { name: 'Enviar opinião' }).click();

    const confirmation = page.getByRole('status').filter({ hasText: 'Opinião enviada à agência! Obrigado.' });
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toBeInViewport();
    const reference = (await confirmation.getByText(/^VT-\d{6}$/).textContent())!;

    // Sent again (a double send): the same entry answers.
    const again = page.waitForResponse((response) => response.url().includes('/api/forms/verdict'));
    await form.getByRole('button', { name: 'Enviar opinião' }).click();
    expect(await (await again).json()).toEqual({ ok: true, reference });
    await expect(confirmation.getByText(reference)).toBeVisible();

    const listed = (await listEntries(stack)).filter((e) => e.kind === 'selectionVerdict' && e.email === email);
    expect(listed.map((e) => e.reference)).toEqual([reference]);
    expect(listed[0]!.name).toBe('Rita Dias');
    const entry = await exportEntry(stack, reference);
    try {
      expect(JSON.parse(entry.json.fields.talents!)).toEqual(
        talents.map((t, i) => ({ id: t.id, name: t.name, verdict: (['yes', 'maybe', 'no'] as const)[i] })),
      );
    } finally {
      entry.remove();
    }
  } finally {
    await page.context().close();
  }
});

test('a link carrying the verdicts back: judged by keyboard and copied by the recipient, shown as theirs in a fresh browser, the visitor’s own kept until imported', async ({ browser, baseURL }) => {
  const recipient = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  const sender = await freshPage(browser, baseURL, 375);
  const [a, b, c] = talents as [TalentProfile, TalentProfile, TalentProfile];
  try {
    const page = await recipient.newPage();
    await page.goto(shareLink('pt'));
    const group = (t: TalentProfile) => page.getByRole('radiogroup', { name: `A sua opinião sobre ${t.name}` });
    const linkSection = page.getByRole('region', { name: 'Devolva as suas opiniões por link' });
    await expect(linkSection.getByRole('button', { name: 'Copiar link com as minhas opiniões' })).toBeDisabled();
    await group(a).getByRole('radio', { name: 'Sim' }).focus();
    await page.keyboard.press('Space');
    await group(b).getByRole('radio', { name: 'Sim' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await expect(group(b).getByRole('radio', { name: 'Talvez' })).toBeChecked();
    await expect(page.getByText('1 sim · 1 talvez · 0 não', { exact: true })).toBeVisible();

    await linkSection.getByRole('textbox', { name: 'Seu nome' }).focus();
    await page.keyboard.type('Ana');
    await page.keyboard.press('Tab');
    await expect(linkSection.getByRole('button', { name: 'Copiar link com as minhas opiniões' })).toBeFocused();
    await page.keyboard.press('Enter');
    const field = linkSection.getByRole('textbox', { name: 'Link com as suas opiniões' });
    await expect(linkSection.getByRole('status')).toHaveText('Link copiado');
    const link = await field.inputValue();
    expect(link).toMatch(new RegExp(`/pt/e-casting\\?share=${talents.map((t) => t.id).join(',')}&v=ym-&by=Ana$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The sender, in English, has a verdict of their own on the first talent.
    await sender.addInitScript((id) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('vitrine:verdicts', JSON.stringify({ [id]: 'no' }));
        sessionStorage.setItem('seeded', '1');
      }
    }, a.id);
    const url = new URL(link);
    await sender.goto(`${url.pathname.replace('/pt/', '/en/')}${url.search}`);
    await expect(sender.getByText('Ana’s verdicts: 1 yes · 1 maybe · 0 no', { exact: true })).toBeVisible();
    // Spoken to as the one the verdicts come back to, not as someone who received a selection.
    await expect(sender.getByRole('region', { name: 'Ana’s verdicts on your selection' })).toBeVisible();
    await expect(sender.getByText('A selection was shared with you')).toHaveCount(0);
    for (const name of ['Send your verdicts back by link', 'Send your verdict to the agency']) await expect(sender.getByRole('region', { name })).toHaveCount(0);
    const row = (t: TalentProfile) => sender.getByRole('listitem').filter({ has: sender.getByRole('link', { name: t.name, exact: true }) });
    await expect(row(a).getByText('Ana: Yes', { exact: true })).toBeVisible();
    await expect(row(b).getByText('Ana: Maybe', { exact: true })).toBeVisible();
    await expect(row(c).getByText('Ana: no verdict', { exact: true })).toBeVisible();
    const own = (t: TalentProfile) => sender.getByRole('radiogroup', { name: `Your verdict on ${t.name}` });
    await expect(sender.getByText('0 yes · 0 maybe · 1 no', { exact: true })).toBeVisible();
    await expect(own(a).getByRole('radio', { name: 'No' })).toBeChecked();

    await sender.getByRole('button', { name: 'Import Ana’s verdicts' }).click();
    await expect(sender.getByText('1 yes · 1 maybe · 0 no', { exact: true })).toBeVisible();
    await expect(own(a).getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(own(b).getByRole('radio', { name: 'Maybe' })).toBeChecked();
  } finally {
    await recipient.close();
    await sender.context().close();
  }
});

test('a talent both in a shared selection and in the visitor’s own list: both rows show the verdict, each group keeps its own arrow keys', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  const [a] = talents as [TalentProfile];
  try {
    await seedFavourites(page, [a]);
    await page.goto(shareLink('en'));
    const groups = page.getByRole('radiogroup', { name: `Your verdict on ${a.name}` });
    await expect(groups).toHaveCount(2);
    const [shared, own] = [groups.nth(0), groups.nth(1)];
    await shared.getByRole('radio', { name: 'Yes' }).check();
    await expect(shared.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await expect(own.getByRole('radio', { name: 'Yes' })).toBeChecked();
    await shared.getByRole('radio', { name: 'No' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(shared.getByRole('radio', { name: 'Yes' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(shared.getByRole('radio', { name: 'No' })).toBeFocused();
    await expect(shared.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(own.getByRole('radio', { name: 'No' })).toBeChecked();
  } finally {
    await page.context().close();
  }
});

test('the verdict form: tabbing through it blank says nothing; a failed send takes the focus to its message', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  try {
    await page.goto(shareLink('en'));
    await page.getByRole('radiogroup', { name: `Your verdict on ${talents[0]!.name}` }).getByRole('radio', { name: 'Yes' }).click();
    const form = page.getByRole('region', { name: 'Send your verdict to the agency' });
    await form.getByRole('textbox', { name: 'Name' }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: 'Send verdict' })).toBeFocused();
    await expect(page.locator('[id^="verdict-"][id$="-error"]')).toHaveCount(0);

    await form.getByRole('textbox', { name: 'Name' }).fill('Rita Dias');
    await form.getByRole('textbox', { name: 'E-mail' }).fill('rita@example.com');
    const failed = 'Something went wrong while sending the message. Try again latter :/';
    await page.route('**/api/forms/verdict?*', (route) => route.fulfill({ status: 502, json: { ok: false, error: 'sendFailed', message: failed } }));
    await form.getByRole('button', { name: 'Send verdict' }).click();
    await expect(form.getByText(failed)).toBeFocused();
    await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('Rita Dias');
  } finally {
    await page.context().close();
  }
});

test('what the recipient typed stays through a switch of language', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  try {
    await page.goto(shareLink('en'));
    await page.getByRole('radiogroup', { name: `Your verdict on ${talents[0]!.name}` }).getByRole('radio', { name: 'Yes' }).click();
    const form = page.getByRole('region', { name: 'Send your verdict to the agency' });
    await form.getByRole('textbox', { name: 'Name' }).fill('Rita Dias');
    await form.getByRole('textbox', { name: /Message/ }).fill('The first one, please.');
    await page.getByRole('region', { name: 'Send your verdicts back by link' }).getByRole('textbox', { name: /Your name/ }).fill('Rita');
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(/\/pt\/e-casting\?share=/);
    const pt = page.getByRole('region', { name: 'Envie a sua opinião à agência' });
    await expect(pt.getByRole('textbox', { name: 'Nome' })).toHaveValue('Rita Dias');
    await expect(pt.getByRole('textbox', { name: /Mensagem/ })).toHaveValue('The first one, please.');
    await expect(page.getByRole('region', { name: 'Devolva as suas opiniões por link' }).getByRole('textbox', { name: /Seu nome/ })).toHaveValue('Rita');
  } finally {
    await page.context().close();
  }
});

for (const width of [375, 1440]) {
  test(`three talents compared side by side at ${width} px`, async ({ browser, baseURL }) => {
    const page = await freshPage(browser, baseURL, width);
    try {
      await seedFavourites(page, talents);
      await page.goto('/pt/e-casting');
      for (const t of talents) await page.getByRole('checkbox', { name: `Comparar ${t.name}` }).check();
      // The section (one landmark), and inside it the table's sideways-scrolling group.
      const compare = page.getByRole('region', { name: 'Comparação de 3 modelos' });
      await expect(compare).toHaveCount(1);
      const table = compare.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveCount(3);
      for (const t of talents) await expect(table.getByRole('columnheader', { name: t.name })).toBeAttached();
      for (const label of ['Altura', 'Cintura', 'Quadril', 'Opinião']) await expect(table.getByRole('rowheader', { name: label })).toBeVisible();
      const heights = await table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Altura' }) }).getByRole('cell').allTextContents();
      expect(heights).toHaveLength(3);

      const scroller = compare.getByRole('group', { name: 'Comparação de 3 modelos' });
      const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      const last = table.getByRole('columnheader', { name: talents[2]!.name });
      if (width === 375) {
        // Sideways, a column at a time, the labels staying in view (sticky).
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        await expect(last).not.toBeInViewport({ ratio: 0.9 });
        await scroller.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
        await expect(last).toBeInViewport();
        const label = await table.getByRole('rowheader', { name: 'Altura' }).boundingBox();
        expect(label!.x).toBeGreaterThanOrEqual(0);
        expect(label!.x).toBeLessThan(width / 2);
      } else {
        await last.scrollIntoViewIfNeeded();
        await expect(last).toBeInViewport();
        await expect(table.getByRole('columnheader', { name: talents[1]!.name })).toBeInViewport();
      }
      // A fourth talent could be added (2–4); one unticked leaves a pair, fewer than two none.
      await page.getByRole('checkbox', { name: `Comparar ${talents[2]!.name}` }).uncheck();
      await expect(page.getByRole('region', { name: 'Comparação de 2 modelos' })).toBeVisible();
      await page.getByRole('checkbox', { name: `Comparar ${talents[1]!.name}` }).uncheck();
      await expect(page.getByRole('region', { name: /^Comparação de/ })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });
}

test('removing from the selection page shows the “model removed” notification; the downloads follow the list, unit and language', async ({ browser, baseURL }) => {
  const page = await freshPage(browser, baseURL);
  try {
    await seedFavourites(page, talents);
    await page.goto('/en/e-casting');
    const ids = talents.map((t) => t.id).join(',');
    await expect(page.getByRole('link', { name: 'PDF (light)' })).toHaveAttribute('href', `/api/selection/pdf?ids=${ids}&unit=cm&lang=en&kind=light`);
    await expect(page.getByRole('link', { name: 'PDF (full)' })).toHaveAttribute('href', `/api/selection/pdf?ids=${ids}&unit=cm&lang=en&kind=full`);
    await expect(page.getByRole('link', { name: 'Photos (ZIP)' })).toHaveAttribute('href', `/api/selection/zip?ids=${ids}&lang=en`);
    await page.getByRole('button', { name: `Remove ${talents[0]!.name}` }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('model removed')).toBeVisible();
    await expect(page.getByRole('region', { name: '2 models selected' })).toBeVisible();
    const rest = talents.slice(1).map((t) => t.id).join(',');
    await page.getByRole('group', { name: 'Units' }).getByRole('button', { name: 'ft / in / lb' }).click();
    await expect(page.getByRole('link', { name: 'PDF (light)' })).toHaveAttribute('href', `/api/selection/pdf?ids=${rest}&unit=in&lang=en&kind=light`);
    // Filtered to the yes and maybe, the files hold what is shown.
    await page.getByRole('radiogroup', { name: `Your verdict on ${talents[2]!.name}` }).getByRole('radio', { name: 'Maybe' }).check();
    await page.getByRole('checkbox', { name: 'Show only yes and maybe' }).check();
    await expect(page.getByRole('link', { name: 'Photos (ZIP)' })).toHaveAttribute('href', `/api/selection/zip?ids=${talents[2]!.id}&lang=en`);
    await page.getByRole('checkbox', { name: 'Show only yes and maybe' }).uncheck();
    await expect(page.getByRole('link', { name: 'Photos (ZIP)' })).toHaveAttribute('href', `/api/selection/zip?ids=${rest}&lang=en`);
  } finally {
    await page.context().close();
  }
});
