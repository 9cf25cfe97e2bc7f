/**
 * The contact and application forms as plain HTML forms (docs/decisions/0038): with JavaScript
 * off, or sent before the form's code has arrived, the browser posts the form itself, the server
 * runs the same checks as the route handler and the page comes back with the result: the
 * confirmation or receipt, or every field as typed with the server's messages beside them, in the
 * visitor's language. One entry is stored with everything typed, and the page everyone else gets
 * from the cache holds nothing of it.
 */
import type { Page } from '@playwright/test';
import { exportEntry, listEntries } from './entries';
import { expect, test } from './fixtures';
import { watchCsp } from './csp';
import { holdChunk } from './hold';
import { testPhotos } from './photos';

const CONTACT = {
  pt: { path: '/pt/contato', send: 'ENVIAR', name: 'Nome', email: 'E-mail', phone: 'Telefone', message: 'Mensagem', required: 'Este campo é requerido', invalid: 'Este campo deve ser um email válido', general: 'Verifique os campos do formulário e tente novamente', sent: 'Sua mensagem foi enviada.' },
  en: { path: '/en/contato', send: 'SEND', name: 'Name', email: 'E-mail', phone: 'Phone', message: 'Message', required: 'This field is required', invalid: 'This field must be a valid email', general: 'Check the form fields and try again', sent: 'Your message was sent.' },
} as const;

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}@example.com`;

async function contactEntry(stack: Parameters<typeof listEntries>[0], email: string) {
  const rows = (await listEntries(stack)).filter((row) => row.email === email);
  expect(rows, `entries from ${email}`).toHaveLength(1);
  const exported = await exportEntry(stack, rows[0]!.reference);
  exported.remove();
  return exported.json.fields;
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`${lang}: JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form answers with the server’s messages, keeps what was typed, then sends once', async ({ page, stack, browser, baseURL }) => {
      const t = CONTACT[lang];
      await page.goto(t.path);
      const form = page.getByRole('form');
      await form.getByLabel(t.name, { exact: true }).fill('Studio Sem Script');
      await form.getByLabel(t.email, { exact: true }).fill('studio@');
      await form.getByRole('button', { name: t.send }).click();

      await expect(page.locator('#contact-email-error')).toHaveText(t.invalid);
      await expect(page.locator('#contact-message-error')).toHaveText(t.required);
      await expect(page.getByRole('alert')).toHaveText(t.general);
      await expect(form.getByLabel(t.name, { exact: true })).toHaveValue('Studio Sem Script');
      await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('studio@');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // The page comes back at the first field refused, not at its top.
      await expect(form.getByLabel(t.email, { exact: true })).toBeFocused();

      const email = unique(`nojs-${lang}`);
      await form.getByLabel(t.email, { exact: true }).fill(email);
      await form.getByLabel(t.phone, { exact: true }).fill('+55 11 3000-0000');
      await form.getByLabel(t.message, { exact: true }).fill('Uma campanha de verão, sem JavaScript.');
      await form.getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status')).toHaveText(t.sent);
      await expect(form.getByLabel(t.email, { exact: true })).toHaveValue('');
      // The page comes back on the button that says it went, not at its top under an empty form.
      await expect(form.locator('button[type="submit"]')).toBeFocused();
      await expect(form.locator('button[type="submit"]')).toBeInViewport();
      // A reload posts the same body again: still one entry.
      await page.reload();
      await expect(page.getByRole('status')).toHaveText(t.sent);
      expect(await contactEntry(stack, email)).toMatchObject({
        name: 'Studio Sem Script',
        phone: '+55 11 3000-0000',
        message: 'Uma campanha de verão, sem JavaScript.',
      });

      // What everyone else gets (the cached page) holds nothing of this visitor's posts.
      const other = await browser.newContext({ baseURL, javaScriptEnabled: false });
      const html = await (await other.request.get(t.path)).text();
      await other.close();
      expect(html).not.toContain('Studio Sem Script');
      expect(html).not.toContain(email);
    });
  });
}

test('pt: a contact form sent before its code arrives is posted by the browser and stored once with everything typed', async ({ page, stack }) => {
  const t = CONTACT.pt;
  const { held } = await holdChunk(page, '"contact-form"');
  // Not until `load`: the form's code, asked for as the page hydrates, would hold it too.
  await page.goto(t.path, { waitUntil: 'domcontentloaded' });
  await expect.poll(held, 'the form’s code is asked for and held').toBe(true);
  const form = page.getByRole('form');
  const email = unique('early');
  await form.getByLabel(t.name, { exact: true }).fill('Studio Apressado');
  await form.getByLabel(t.email, { exact: true }).fill(email);
  await form.getByLabel(t.message, { exact: true }).fill('Enviado antes do código do formulário.');
  const csp = await watchCsp(page);
  const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === t.path);
  await form.getByRole('button', { name: t.send }).click();
  await expect(page.getByRole('status')).toHaveText(t.sent);
  expect(new URL(page.url()).pathname).toBe(t.path);
  expect(new URL(page.url()).search).toBe('');
  expect(await contactEntry(stack, email)).toMatchObject({ name: 'Studio Apressado', message: 'Enviado antes do código do formulário.' });
  // The answer, rendered for this post and never cached, limits scripts too: Next's carry a
  // nonce of its own, and they run.
  const scriptPolicy = (await (await answered).headersArray()).find(({ name, value }) => name.toLowerCase() === 'content-security-policy' && value.includes('script-src'));
  expect(scriptPolicy?.value).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]+=*' 'sha256-/);
  expect(scriptPolicy?.value).not.toContain('unsafe-inline');
  expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
  expect(await csp.violations()).toEqual([]);
});

const APPLY = {
  pt: {
    path: '/pt/seja-modelo',
    submit: 'Enviar inscrição',
    required: 'Este campo é requerido',
    photoRequired: 'Escolha uma foto para este espaço',
    receipt: 'Inscrição recebida',
    another: 'Enviar outra inscrição',
    guardianConsent: 'Sou o pai, a mãe ou o responsável pelo candidato e autorizo esta inscrição.',
    photo: (slot: number) => `Escolher a foto ${['Rosto', 'Sorrindo', 'Meio corpo', 'Corpo inteiro'][slot]}`,
    consent: /Concordo que a agência guarde meus dados e fotos/,
    fields: { father: 'Nome do pai, da mãe ou do responsável', realname: 'Nome completo', birthdate: 'Data de nascimento', gender: 'Gênero', phone: 'Telefone (WhatsApp)', email: 'E-mail', instagr: 'Instagram', note: 'Cidade', height: 'Altura', bust: 'Busto ou tórax', waist: 'Cintura', hips: 'Quadril', jeans: 'Manequim (jeans)', shoes: 'Calçado', hair: 'Cabelo', eyes: 'Olhos' },
  },
  en: {
    path: '/en/seja-modelo',
    submit: 'Send application',
    required: 'This field is required',
    photoRequired: 'Choose a photo for this slot',
    receipt: 'Application received',
    another: 'Send another application',
    guardianConsent: 'I am the parent or guardian of the applicant and I agree to this application.',
    photo: (slot: number) => `Choose the ${['Face', 'Smiling', 'Half body', 'Full body'][slot]} photo`,
    consent: /I agree that the agency stores my data and photos/,
    fields: { father: 'Name of a parent or guardian', realname: 'Full name', birthdate: 'Date of birth', gender: 'Gender', phone: 'Phone (WhatsApp)', email: 'E-mail', instagr: 'Instagram', note: 'City', height: 'Height', bust: 'Bust or chest', waist: 'Waist', hips: 'Hips', jeans: 'Jeans size (BR)', shoes: 'Shoe size (BR)', hair: 'Hair', eyes: 'Eyes' },
  },
} as const;

async function fillApplication(page: Page, lang: 'pt' | 'en', values: { name: string; email: string; photos: readonly string[]; birthdate?: string }) {
  const t = APPLY[lang];
  const field = (name: keyof (typeof t)['fields']) => page.getByLabel(t.fields[name], { exact: true });
  await field('realname').fill(values.name);
  await field('birthdate').fill(values.birthdate ?? '12/04/2000');
  await field('gender').selectOption('woman');
  await field('phone').fill('(11) 98765-4321');
  await field('email').fill(values.email);
  await field('instagr').fill('@semscript');
  await field('note').fill('Campinas');
  const selects = { height: "175/5'9", bust: '84/33', waist: '62/24', hips: '90/35', jeans: '36.5', shoes: '38 BR', hair: 'Brown', eyes: 'Green' } as const;
  for (const [name, value] of Object.entries(selects)) await field(name as keyof typeof selects).selectOption(value);
  for (const [i, file] of values.photos.entries()) await page.getByLabel(t.photo(i)).setInputFiles(file);
  await page.getByLabel(t.consent).check();
}

for (const lang of ['pt', 'en'] as const) {
  test.describe(`${lang}: JavaScript off`, () => {
    test.use({ javaScriptEnabled: false });

    test('an application comes back with its messages and values, asks for the photos again, then is stored once with its receipt', async ({ page, stack }) => {
      const t = APPLY[lang];
      const photos = await testPhotos();
      const name = `Ana Sem Script ${lang === 'pt' ? 'Pt' : 'En'}`;
      const email = unique(`apply-${lang}`);
      await page.goto(t.path);
      // The date as many type it, without the mask's zeros.
      await fillApplication(page, lang, { name, email, photos: photos.jpegs, birthdate: '12/4/2000' });
      await page.getByLabel(t.fields.instagr, { exact: true }).fill('');
      await page.getByRole('button', { name: t.submit }).click();

      await expect(page.locator('#apply-instagr-error')).toHaveText(t.required);
      // The page comes back at the first field refused, on screen, not at its top.
      await expect(page.getByLabel(t.fields.instagr, { exact: true })).toBeFocused();
      await expect(page.getByLabel(t.fields.instagr, { exact: true })).toBeInViewport();
      await expect(page.getByLabel(t.fields.realname, { exact: true })).toHaveValue(name);
      await expect(page.getByLabel(t.fields.birthdate, { exact: true })).toHaveValue('12/4/2000');
      await expect(page.getByLabel(t.fields.height, { exact: true })).toHaveValue("175/5'9");
      await expect(page.getByLabel(t.consent)).toBeChecked();
      await expect(page.locator('#apply-photo0-error')).toHaveText(t.photoRequired);

      await page.getByLabel(t.fields.instagr, { exact: true }).fill('@semscript');
      // The slots the server asked for again: each turns to its check once its photo is chosen.
      const badge = (i: number) => page.locator(`#apply-photo${i}`).locator('xpath=..').locator('label > span').last();
      await expect(badge(0)).toHaveCSS('background-color', 'rgb(176, 0, 32)');
      for (const [i, file] of photos.jpegs.entries()) await page.getByLabel(t.photo(i)).setInputFiles(file);
      for (const i of photos.jpegs.keys()) await expect(badge(i)).toHaveCSS('background-color', 'rgb(27, 122, 58)');
      await expect(page.locator('#apply-photo0-error')).toBeHidden();
      await page.getByRole('button', { name: t.submit }).click();
      const receipt = page.getByRole('region', { name: t.receipt });
      await expect(receipt).toContainText(name);
      // The page opens on the receipt, not at its top.
      await expect(receipt.getByRole('heading', { name: t.receipt })).toBeFocused();
      await expect(receipt.getByRole('heading', { name: t.receipt })).toBeInViewport();
      const reference = (await receipt.locator('strong').first().textContent())!;
      expect(reference).toMatch(/^VT-\d{6}$/);

      const rows = (await listEntries(stack)).filter((row) => row.email === email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind: 'getScouted', reference, name, files: 4 });
      const exported = await exportEntry(stack, reference);
      exported.remove();
      expect(exported.json.fields).toMatchObject({ realname: name, birthdate: '2000-04-12', instagr: '@semscript', note: 'Campinas', height: "175/5'9", eyes: 'Green' });

      // "Send another application" leads to the empty form.
      await receipt.getByRole('link', { name: t.another }).click();
      await expect(page.getByLabel(t.fields.realname, { exact: true })).toHaveValue('');
      await expect(page.getByRole('region', { name: t.receipt })).toHaveCount(0);
    });

    test('a minor’s application goes in one post: the guardian’s consent is there from the start', async ({ page, stack }) => {
      const t = APPLY[lang];
      const photos = await testPhotos();
      const name = `Bia Menor Sem Script ${lang === 'pt' ? 'Pt' : 'En'}`;
      const email = unique(`apply-minor-${lang}`);
      await page.goto(t.path);
      await fillApplication(page, lang, { name, email, photos: photos.jpegs, birthdate: `12/04/${new Date().getFullYear() - 16}` });
      await page.getByLabel(t.fields.father, { exact: true }).fill('Márcia Souza');
      await page.getByLabel(t.guardianConsent).check();
      await page.getByRole('button', { name: t.submit }).click();
      const receipt = page.getByRole('region', { name: t.receipt });
      await expect(receipt).toContainText(name);
      const rows = (await listEntries(stack)).filter((row) => row.email === email);
      expect(rows).toHaveLength(1);
      const exported = await exportEntry(stack, rows[0]!.reference);
      exported.remove();
      expect(JSON.parse(exported.json.fields.contacts!)).toEqual({ value: 'Márcia Souza', label: 'Responsável' });
    });

    test('an application whose photos are too large together is answered in its language, and going back finds it as typed', async ({ page, stack }) => {
      const t = APPLY[lang];
      const { bigJpeg } = await testPhotos();
      const name = `Ana Fotos Grandes ${lang === 'pt' ? 'Pt' : 'En'}`;
      const email = unique(`apply-large-${lang}`);
      await page.goto(t.path);
      // Four photos straight from a camera: 12 MB together, more than any application carries.
      await fillApplication(page, lang, { name, email, photos: [bigJpeg, bigJpeg, bigJpeg, bigJpeg] });
      await page.getByLabel(t.fields.father, { exact: true }).fill('Márcia Souza');
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), page.getByRole('button', { name: t.submit }).click()]);
      expect(answer.status()).toBe(413);
      await expect(page.locator('body')).toContainText(lang === 'pt' ? 'no máximo quatro fotos de 2 MB cada' : 'at most four photos of 2 MB each');

      await page.goBack();
      await expect(page.getByLabel(t.fields.realname, { exact: true })).toHaveValue(name);
      await expect(page.getByLabel(t.fields.email, { exact: true })).toHaveValue(email);
      await expect(page.getByLabel(t.fields.height, { exact: true })).toHaveValue("175/5'9");
      await expect(page.getByLabel(t.fields.instagr, { exact: true })).toHaveValue('@semscript');
      await expect(page.getByLabel(t.fields.father, { exact: true })).toHaveValue('Márcia Souza');
      await expect(page.getByLabel(t.consent)).toBeChecked();
      expect((await listEntries(stack)).filter((row) => row.email === email)).toHaveLength(0);
    });
  });
}
