/**
 * Be a model (SPEC §2.8, §3, §4, §5): validation messages in both locales, the masks,
 * photos refused by content and size, the guardian rule at 17 and 18, a complete application
 * from a phone-sized viewport stored once with four photos and no GPS data, the receipt, a
 * retry after a lost answer, and a send with the back end stopped that keeps everything.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { exportEntry, listEntries } from './entries';
import { expect, test } from './fixtures';
import { holdChunk } from './hold';
import { hasExif, testPhotos } from './photos';

const T = {
  pt: {
    path: '/pt/seja-modelo',
    submit: 'Enviar inscrição',
    required: 'Este campo é requerido',
    alpha: 'Este campo só pode ter letras',
    email: 'Este campo deve ser um email válido',
    date: 'Formato da data dd/MM/aaaa',
    general: 'Verifique os campos do formulário e tente novamente',
    photoType: 'Este arquivo não é uma foto JPEG (.jpg): escolha um JPEG',
    photoSize: 'Esta foto tem mais de 2 MB: escolha uma menor',
    photoUnreadable: 'Não foi possível ler esta foto: escolha outra',
    shrunk: /^Foto reduzida de 4,\d MB para (?:[01],\d|2,0) MB para caber no limite de 2 MB$/,
    phone: 'Digite o número completo com DDD, como em (11) 98765-4321; de outro país, comece com + e o código do país',
    guardianRequired: 'Menores de 18 anos precisam informar o nome do pai, da mãe ou do responsável',
    guardianConsent: 'Menores de 18 anos precisam da autorização do pai, da mãe ou do responsável',
    failed: 'Algo deu errado ao enviar a mensagem. Tente novamente mais tarde :/',
    fields: {
      realname: 'Nome completo',
      birthdate: 'Data de nascimento',
      father: 'Nome do pai, da mãe ou do responsável',
      gender: 'Gênero',
      phone: 'Telefone (WhatsApp)',
      email: 'E-mail',
      instagr: 'Instagram',
      note: 'Cidade',
      height: 'Altura',
      bust: 'Busto ou tórax',
      waist: 'Cintura',
      hips: 'Quadril',
      jeans: 'Manequim (jeans)',
      shoes: 'Calçado',
      hair: 'Cabelo',
      eyes: 'Olhos',
    },
    photo: (slot: number) => `Escolher a foto ${['Rosto', 'Sorrindo', 'Meio corpo', 'Corpo inteiro'][slot]}`,
    consent: /Concordo que a agência guarde meus dados e fotos .* 90 dias após o envio/,
    guardianCheck: /Sou o pai, a mãe ou o responsável/,
    safety: 'Sua segurança',
    sending: 'Enviando',
    sent: 'Enviado',
    receipt: 'Inscrição recebida',
  },
  en: {
    path: '/en/seja-modelo',
    submit: 'Send application',
    required: 'This field is required',
    alpha: 'This field may only contain alphabetic characters',
    email: 'This field must be a valid email',
    date: 'This field must be in the format dd/MM/yyyy',
    general: 'Check the form fields and try again',
    photoType: 'This file is not a JPEG photo (.jpg): choose a JPEG',
    photoSize: 'This photo is larger than 2 MB: choose a smaller one',
    photoUnreadable: 'This photo could not be read: choose another one',
    shrunk: /^Photo reduced from 4\.\d MB to (?:[01]\.\d|2\.0) MB to fit the 2 MB limit$/,
    phone: 'Type the whole number with its area code, as in (11) 98765-4321; from another country, start with + and the country code',
    guardianRequired: 'Applicants under 18 must give the name of a parent or guardian',
    guardianConsent: 'Applicants under 18 need the consent of a parent or guardian',
    failed: 'Something went wrong while sending the message. Try again latter :/',
    fields: {
      realname: 'Full name',
      birthdate: 'Date of birth',
      father: 'Name of a parent or guardian',
      gender: 'Gender',
      phone: 'Phone (WhatsApp)',
      email: 'E-mail',
      instagr: 'Instagram',
      note: 'City',
      height: 'Height',
      bust: 'Bust or chest',
      waist: 'Waist',
      hips: 'Hips',
      jeans: 'Jeans size (BR)',
      shoes: 'Shoe size (BR)',
      hair: 'Hair',
      eyes: 'Eyes',
    },
    photo: (slot: number) => `Choose the ${['Face', 'Smiling', 'Half body', 'Full body'][slot]} photo`,
    consent: /I agree that the agency stores my data and photos .* 90 days after they are sent/,
    guardianCheck: /I am the parent or guardian/,
    safety: 'Your safety',
    sending: 'Sending',
    sent: 'Sent',
    receipt: 'Application received',
  },
} as const;
type Lang = keyof typeof T;

const field = (page: Page, lang: Lang, name: keyof (typeof T)['en']['fields']) =>
  page.getByLabel(T[lang].fields[name], { exact: true });
const errorOf = (page: Page, lang: Lang, name: keyof (typeof T)['en']['fields']) =>
  page.locator(`#apply-${name}-error`);

/** dd/mm/yyyy of `years` years ago today, `dayShift` days later. */
function birthday(years: number, dayShift = 0): string {
  const now = new Date();
  const d = new Date(now.getFullYear() - years, now.getMonth(), now.getDate() + dayShift);
  return `${String(d.getDate()).padStart(2, '0')}${String(d.getMonth() + 1).padStart(2, '0')}${d.getFullYear()}`;
}

async function fill(page: Page, lang: Lang, name: string, photos: string[]) {
  await field(page, lang, 'realname').fill(name);
  await field(page, lang, 'birthdate').pressSequentially('12042000');
  await field(page, lang, 'gender').selectOption('woman');
  await field(page, lang, 'phone').pressSequentially('5511987654321');
  await field(page, lang, 'email').fill('applicant@example.com');
  await field(page, lang, 'instagr').fill('@applicant');
  await field(page, lang, 'note').fill('Campinas');
  const selects = { height: "175/5'9", bust: '84/33', waist: '62/24', hips: '90/35', jeans: '36.5', shoes: '38 BR', hair: 'Brown', eyes: 'Green' } as const;
  for (const [name, value] of Object.entries(selects)) await field(page, lang, name as keyof typeof selects).selectOption(value);
  for (const [i, file] of photos.entries()) await page.getByLabel(T[lang].photo(i)).setInputFiles(file);
  await page.getByLabel(T[lang].consent).check();
}

for (const lang of ['pt', 'en'] as const) {
  test(`${lang}: every validation message, the general message, focus on the first invalid field, the masks`, async ({ page }) => {
    const t = T[lang];
    await page.goto(t.path);
    await expect(page.getByRole('heading', { name: t.safety })).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.general })).toBeVisible();
    await expect(field(page, lang, 'realname')).toBeFocused();
    for (const name of ['realname', 'birthdate', 'gender', 'phone', 'email', 'instagr', 'note', 'height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'] as const) {
      await expect(errorOf(page, lang, name), name).toHaveText(t.required);
      await expect(field(page, lang, name)).toHaveAttribute('aria-invalid', 'true');
    }
    await expect(page.locator('#apply-photo0-error')).toBeVisible();

    await field(page, lang, 'realname').fill('Maria 2');
    await field(page, lang, 'email').fill('maria@');
    await field(page, lang, 'birthdate').pressSequentially('3102');
    await field(page, lang, 'instagr').focus();
    await expect(errorOf(page, lang, 'realname')).toHaveText(t.alpha);
    await expect(errorOf(page, lang, 'email')).toHaveText(t.email);
    await expect(errorOf(page, lang, 'birthdate')).toHaveText(t.date);

    // The masks: digits only, 99/99/9999 and +## (##) #####-####.
    await field(page, lang, 'birthdate').fill('');
    await field(page, lang, 'birthdate').pressSequentially('31a0219990000');
    await expect(field(page, lang, 'birthdate')).toHaveValue('31/02/1999');
    await field(page, lang, 'instagr').focus();
    await expect(errorOf(page, lang, 'birthdate')).toHaveText(t.date); // 31 February does not exist
    // A day or month typed with one digit and its slash is padded, not run into the next one.
    await field(page, lang, 'birthdate').fill('');
    await field(page, lang, 'birthdate').pressSequentially('1/3/2001');
    await expect(field(page, lang, 'birthdate')).toHaveValue('01/03/2001');
    await field(page, lang, 'phone').pressSequentially('55 11 98765 4321 99');
    await expect(field(page, lang, 'phone')).toHaveValue('+55 (11) 98765-4321');
    await page.getByRole('button', { name: t.submit }).click();
    await expect(field(page, lang, 'realname')).toBeFocused();
  });

  test(`${lang}: a PNG renamed .jpg and a JPEG that does not decode are refused at once; a 4–5 MB phone photo is made to fit`, async ({ page }, info) => {
    const t = T[lang];
    const photos = await testPhotos();
    // A phone photo of 4–5 MB: noise, so that it does not compress small (a real photo of
    // 12 MP is as large).
    const { data, info: raw } = await sharp({ create: { width: 2400, height: 1800, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const big = await sharp(data, { raw }).jpeg({ quality: 96 }).toBuffer();
    expect(big.length).toBeGreaterThan(4_000_000);
    expect(big.length).toBeLessThan(5_000_000);
    const bigFile = info.outputPath('phone-photo.jpg');
    fs.writeFileSync(bigFile, big);
    // a JPEG's first bytes, then nothing a decoder can read
    const broken = info.outputPath('broken.jpg');
    fs.writeFileSync(broken, Buffer.concat([big.subarray(0, 3), Buffer.alloc(4000, 7)]));

    await page.goto(t.path);
    const slot = page.getByLabel(t.photo(1));
    await slot.setInputFiles(photos.pngNamedJpg);
    await expect(page.locator('#apply-photo1-error')).toHaveText(t.photoType);
    await expect(slot).toHaveValue('');
    // Said to a screen reader too, by the form's status: back from the file dialog, the visitor hears it.
    const smiling = lang === 'pt' ? 'Sorrindo' : 'Smiling';
    await expect(page.getByRole('status').filter({ hasText: t.photoType })).toHaveText(`${smiling}: ${t.photoType}`);
    await slot.setInputFiles(broken);
    await expect(page.locator('#apply-photo1-error')).toHaveText(t.photoUnreadable);
    await expect(slot).toHaveValue('');
    await expect(page.locator('[data-state="chosen"]')).toHaveCount(0);

    await slot.setInputFiles(bigFile);
    // decoding and encoding a 4 MP photo again takes a phone a few seconds
    await expect(page.locator('#apply-photo1-note')).toHaveText(t.shrunk, { timeout: 30_000 });
    const shrunkNews = new RegExp(`^${smiling}: ${t.shrunk.source.slice(1)}`);
    await expect(page.getByRole('status').filter({ hasText: shrunkNews })).toHaveText(shrunkNews);
    await expect(page.locator('#apply-photo1-error')).toHaveCount(0);
    await expect(page.locator('#apply-photo1-chosen')).toContainText('phone-photo.jpg');
    await expect(page.getByLabel(lang === 'pt' ? 'Trocar a foto Sorrindo' : 'Change the Smiling photo')).toHaveAccessibleDescription(/phone-photo\.jpg/);
    // a photo within 2 MB is taken as it is: no note (the slot is now the "change" one)
    await page.getByLabel(lang === 'pt' ? 'Trocar a foto Sorrindo' : 'Change the Smiling photo').setInputFiles(photos.jpegs[1]!);
    await expect(page.locator('#apply-photo1-chosen')).toContainText('applicant-1.jpg');
    await expect(page.locator('#apply-photo1-note')).toHaveCount(0);
  });

  test(`${lang}: phone numbers as Brazilians type them; no errors while tabbing through a blank form`, async ({ page }) => {
    const t = T[lang];
    await page.goto(t.path);
    const phone = field(page, lang, 'phone');
    // A phone's keypad, which has the + that a number from abroad starts with (the digits' has not).
    await expect(phone).toHaveAttribute('inputmode', 'tel');
    // Tabbing through untouched fields says nothing; a changed field is checked when left.
    await field(page, lang, 'realname').focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    await expect(page.locator('[id^="apply-"][id$="-error"]')).toHaveCount(0);

    // without 55: Brazil is assumed
    await phone.pressSequentially('11987654321');
    await expect(phone).toHaveValue('(11) 98765-4321');
    await field(page, lang, 'email').focus();
    await expect(errorOf(page, lang, 'phone')).toHaveCount(0);
    await expect(errorOf(page, lang, 'realname')).toHaveCount(0);
    // a digit short (each case on a fresh form)
    await page.reload();
    await phone.pressSequentially('1198765432');
    await field(page, lang, 'email').focus();
    await expect(errorOf(page, lang, 'phone')).toHaveText(t.phone);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    // a landline, with and without the country code; a number abroad
    for (const [typed, shown] of [
      ['+55 11 3333-4444', '+55 (11) 3333-4444'],
      ['1133334444', '(11) 3333-4444'],
      ['+351 912 345 678', '+351 912 345 678'],
    ] as const) {
      await page.reload();
      await phone.pressSequentially(typed);
      await expect(phone).toHaveValue(shown);
      await field(page, lang, 'email').focus();
      await expect(errorOf(page, lang, 'phone'), typed).toHaveCount(0);
    }
  });

  test(`${lang}: a photo the server refuses shows its error, not the check, until another is chosen; a failed send takes the focus`, async ({ page }) => {
    const t = T[lang];
    const photos = await testPhotos();
    await page.goto(t.path);
    await fill(page, lang, 'Ana  Clara', photos.jpegs);
    await expect(page.locator('[data-state="chosen"]')).toHaveCount(4);
    let answer = { status: 422, error: 'invalid', fields: { photo2: { code: 'photoUnreadable', message: t.photoUnreadable } } as object };
    await page.route('**/api/forms/apply?*', (route) =>
      route.fulfill({ status: answer.status, json: { ok: false, error: answer.error, message: t.general, fields: answer.fields } }),
    );
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.locator('#apply-photo2-error')).toHaveText(t.photoUnreadable);
    await expect(page.locator('[data-state="chosen"]')).toHaveCount(3);
    await expect(page.locator('[data-state="refused"]')).toHaveCount(1);
    await expect(page.getByLabel(lang === 'pt' ? 'Trocar a foto Meio corpo' : 'Change the Half body photo')).toBeFocused();

    // another photo chosen for the refused slot: its check, not the refusal
    await page.getByLabel(lang === 'pt' ? 'Trocar a foto Meio corpo' : 'Change the Half body photo').setInputFiles(photos.jpegs[0]!);
    await expect(page.locator('#apply-photo2-error')).toHaveCount(0);
    await expect(page.locator('[data-state="chosen"]')).toHaveCount(4);

    // the back end down: the message has the focus, not the page's body; nothing is lost
    answer = { status: 502, error: 'sendFailed', fields: {} };
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByText(t.failed)).toBeFocused();
    await expect(field(page, lang, 'realname')).toHaveValue('Ana  Clara');
    await expect(page.locator('[data-state="chosen"]')).toHaveCount(4);
  });

  test(`${lang}: a photo chosen before the form’s code arrives is checked and kept once it has`, async ({ page }) => {
    // The form's code (not in the page's first load, docs/decisions/0023) is held until released.
    const t = T[lang];
    const photos = await testPhotos();
    const { held, release } = await holdChunk(page, '"apply-form"');
    // Not until `load`: the form's code, asked for as the page hydrates, would hold it too.
    await page.goto(t.path, { waitUntil: 'domcontentloaded' });
    await expect.poll(held, 'the form’s code is asked for and held').toBe(true);
    await page.getByLabel(t.photo(1)).setInputFiles(photos.pngNamedJpg);
    await page.getByLabel(t.photo(2)).setInputFiles(photos.jpegs[1]!);
    await expect(page.locator('#apply-photo1-error')).toHaveCount(0);

    release();
    await expect(page.locator('#apply-photo1-error')).toHaveText(t.photoType);
    await expect(page.getByLabel(t.photo(1))).toHaveValue('');
    await expect(page.locator('#apply-photo2-chosen')).toContainText('applicant-1.jpg');
  });

  test(`${lang}: a date typed before the form’s code arrives is the date the form holds once it has`, async ({ page }) => {
    // Typed as a visitor types it, digits only, into the field before its mask exists.
    const t = T[lang];
    const { held, release } = await holdChunk(page, '"apply-form"');
    // Not until `load`: the form's code, asked for as the page hydrates, would hold it too.
    await page.goto(t.path, { waitUntil: 'domcontentloaded' });
    await expect.poll(held, 'the form’s code is asked for and held').toBe(true);
    await field(page, lang, 'birthdate').pressSequentially(birthday(17));
    await expect(page.getByLabel(t.guardianCheck)).toBeHidden();

    release();
    // Shown through the mask, and held as shown: a minor's date asks for the guardian's consent.
    await expect(field(page, lang, 'birthdate')).toHaveValue(/^\d\d\/\d\d\/\d{4}$/);
    await expect(page.getByLabel(t.guardianCheck)).toBeVisible();
  });

  test(`${lang}: the guardian rule at 17 and 18 years`, async ({ page }) => {
    const t = T[lang];
    await page.goto(t.path);
    await field(page, lang, 'birthdate').pressSequentially(birthday(17, 1)); // 18 tomorrow: still 17
    await expect(page.getByLabel(t.guardianCheck)).toBeVisible();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(errorOf(page, lang, 'father')).toHaveText(t.guardianRequired);
    await expect(page.locator('#apply-guardianConsent-error')).toHaveText(t.guardianConsent);
    await field(page, lang, 'father').fill('José Souza');
    await page.getByLabel(t.guardianCheck).check();
    await expect(errorOf(page, lang, 'father')).toHaveCount(0);
    await expect(page.locator('#apply-guardianConsent-error')).toHaveCount(0);

    await field(page, lang, 'birthdate').fill('');
    await field(page, lang, 'father').fill('');
    await field(page, lang, 'birthdate').pressSequentially(birthday(18)); // 18 today
    await expect(page.getByLabel(t.guardianCheck)).toBeHidden();
    await page.getByRole('button', { name: t.submit }).click();
    await expect(errorOf(page, lang, 'father')).toHaveCount(0);
  });
}

test.describe('sending', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('pt: a complete application from a phone is stored once, with four photos and no GPS data; the receipt', async ({ page, stack }) => {
    const t = T.pt;
    const photos = await testPhotos();
    for (const file of photos.jpegs) expect(await hasExif(file)).toBe(true);
    const name = `Ana Receipt ${Date.now().toString(36).replace(/\d/g, 'x')}`;
    await page.goto(t.path);
    await fill(page, 'pt', name, photos.jpegs);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.receipt })).toBeFocused();
    await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible();
    const reference = (await page.getByText(/Número de referência/).locator('strong').textContent())!;
    expect(reference).toMatch(/^VT-\d{6}$/);
    const receipt = page.getByRole('region', { name: t.receipt });
    await expect(receipt).toContainText('Respondemos apenas se o seu perfil se encaixar, em até 30 dias.');
    const deletion = new Date(Date.now() + 90 * 24 * 3600 * 1000);
    const expected = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'UTC' }).format(deletion);
    await expect(receipt).toContainText(`Seus dados e fotos serão apagados em ${expected}.`);
    await expect(receipt).toContainText(name);
    await expect(receipt).toContainText('12/04/2000');
    await expect(receipt).toContainText('1,75 m');
    await expect(receipt).toContainText('Castanho');
    await expect(receipt).toContainText('4 fotos');

    // The form was cleared: fields empty, no photo ticks; the visitor starts at its first field.
    await receipt.getByRole('link', { name: 'Enviar outra inscrição' }).click();
    await expect(field(page, 'pt', 'realname')).toHaveValue('');
    await expect(field(page, 'pt', 'realname')).toBeFocused();
    await expect(page.locator('[id$="-chosen"]')).toHaveCount(0);
    // The file inputs hold no photo either: what the slots show is what the form holds.
    expect(await page.locator('input[type="file"]').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).files!.length))).toEqual([0, 0, 0, 0]);

    const rows = (await listEntries(stack)).filter((r) => r.name === name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'getScouted', reference, email: 'applicant@example.com', files: 4 });
    const exported = await exportEntry(stack, reference);
    try {
      expect(exported.json.fields).toMatchObject({ realname: name, birthdate: '2000-04-12', height: "175/5'9", hair: 'Brown', gender: 'woman' });
      expect(exported.json.fields.contacts).toBeUndefined();
      expect(exported.json.files.map((f) => f.field)).toEqual(['image1', 'image2', 'image3', 'image4']);
      for (const f of exported.json.files) expect(await hasExif(`${exported.dir}/${f.file}`), f.file).toBe(false);
    } finally {
      exported.remove();
    }
  });

  test('en: a retry after a lost answer stores one entry only', async ({ page, stack }) => {
    const t = T.en;
    const photos = await testPhotos();
    const name = `Bia Retry ${Date.now().toString(36).replace(/\d/g, 'y')}`;
    await page.goto(t.path);
    await fill(page, 'en', name, photos.jpegs);
    // The first answer is lost on its way back (the server did store the application).
    let lost = false;
    await page.route('**/api/forms/apply**', async (route) => {
      if (lost) return route.continue();
      lost = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: t.failed })).toBeVisible();
    await expect(field(page, 'en', 'realname')).toHaveValue(name);
    await expect(page.locator('[id$="-chosen"]')).toHaveCount(4);
    await page.getByRole('button', { name: t.submit }).click();
    await expect(page.getByRole('heading', { name: t.receipt })).toBeVisible();
    const rows = (await listEntries(stack)).filter((r) => r.name === name);
    expect(rows).toHaveLength(1);
    await expect(page.getByRole('region', { name: t.receipt })).toContainText(rows[0]!.reference);
  });
});
