import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TalentProfile } from '@vitrine/contracts';
import { findProfiles } from './api';
import { expect, test } from './fixtures';
import { zipEntryNames } from './zip';

/** The selection's files (`/api/selection/pdf`, `/api/selection/zip`) as a client downloads them. */

const slug = (name: string) =>
  name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** The agency's date (São Paulo) as YYYY-MM-DD and as printed in each language. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
const printedDate = (lang: 'pt' | 'en') =>
  new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : 'en-GB', { timeZone: 'America/Sao_Paulo', dateStyle: 'long' }).format(new Date());

let woman: TalentProfile;
let man: TalentProfile;
let bigBook: TalentProfile;
let selection: TalentProfile[];

test.beforeAll(async ({ stack }) => {
  woman = (await findProfiles(stack, (p) => p.gender === 'woman' && p.bust !== null && p.book.length >= 3 && p.snap.length > 0 && p.compo.length > 0))[0]!;
  man = (await findProfiles(stack, (p) => p.gender === 'man' && p.bust !== null && p.book.length >= 3))[0]!;
  bigBook = (await findProfiles(stack, (p) => p.book.length >= 10 && p.id !== woman.id && p.id !== man.id))[0]!;
  selection = [woman, man, bigBook];
});

/** Writes the PDF to a temporary file and reads it with Poppler: pages, text, images per page. */
function readPdf(body: Buffer) {
  const file = path.join(os.tmpdir(), `selection-${process.pid}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, body);
  try {
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())![1]);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    const imagesPerPage = new Array<number>(pages).fill(0);
    for (const line of execFileSync('pdfimages', ['-list', file]).toString().split('\n').slice(2)) {
      const page = Number(line.trim().split(/\s+/)[0]);
      if (page > 0) imagesPerPage[page - 1]! += 1;
    }
    return { pages, text, imagesPerPage, file };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The pages of a talent: its first (three book images) and, in the full PDF, six more a page. */
const expectedImages = (profiles: TalentProfile[], kind: 'light' | 'full') =>
  profiles.flatMap((p) => {
    const pages = [Math.min(3, p.book.length)];
    if (kind === 'full') for (let n = 3; n < p.book.length; n += 6) pages.push(Math.min(6, p.book.length - n));
    return pages;
  });

test.describe('the selection as a PDF', () => {
  // Each PDF fetches and downscales every image it embeds: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  test('light, in Portuguese and centimetres: one page per talent with its name, measurements and three images; unknown ids skipped', async ({ page }) => {
    const ids = [woman.id, 99999999, man.id, bigBook.id].join(',');
    const response = await page.request.get(`/api/selection/pdf?ids=${ids}&unit=cm&lang=pt&kind=light`, { timeout: 90_000 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="selecao-${today()}.pdf"`);
    const pdf = readPdf(await response.body());
    expect(pdf.pages).toBe(3);
    for (const talent of selection) expect(pdf.text).toContain(talent.name.toUpperCase());
    expect(pdf.text).toContain(printedDate('pt'));
    expect(pdf.text).toContain('BUSTO');
    // The man's page says Tórax, not Busto.
    const manPage = pdf.text.split('\f')[1]!;
    expect(manPage).toContain('TÓRAX');
    expect(manPage).not.toContain('BUSTO');
    // Centimetres first (the height also gives feet and inches after them, as on the gallery).
    expect(pdf.text).toMatch(/1,\d\d m \/ \d'\d+"/);
    expect(pdf.text).toMatch(/\b\d{2,3} cm\b/);
    await test.info().attach('selection-light-pt.pdf', { body: await response.body(), contentType: 'application/pdf' });
    expect(pdf.imagesPerPage).toEqual(expectedImages(selection, 'light'));
    expect(response.headers()['cache-control']).toBe('public, max-age=300');
    // Without `lang` the language is Accept-Language's, which shared caches do not key on.
    const byHeader = await page.request.get(`/api/selection/pdf?ids=${woman.id}&unit=cm&kind=light`, { headers: { 'accept-language': 'en' }, timeout: 90_000 });
    expect(byHeader.headers()['content-disposition']).toBe(`attachment; filename="selection-${today()}.pdf"`);
    expect(byHeader.headers()['cache-control']).toBe('private, max-age=300');
  });

  test('full, in English and inches: every book image, the rest six to a page', async ({ page }) => {
    const response = await page.request.get(`/api/selection/pdf?ids=${selection.map((p) => p.id).join(',')}&unit=in&lang=en&kind=full`, {
      timeout: 90_000,
    });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="selection-${today()}.pdf"`);
    const pdf = readPdf(await response.body());
    const expected = expectedImages(selection, 'full');
    expect(pdf.pages).toBe(expected.length);
    expect(pdf.imagesPerPage).toEqual(expected);
    expect(pdf.imagesPerPage.reduce((a, b) => a + b, 0)).toBe(selection.reduce((n, p) => n + p.book.length, 0));
    for (const talent of selection) expect(pdf.text).toContain(talent.name.toUpperCase());
    expect(pdf.text).toContain(`${bigBook.name} (continued)`);
    expect(pdf.text).toContain(printedDate('en'));
    expect(pdf.text).toContain('CHEST');
    expect(pdf.text).toMatch(/\b\d'\d+" \/ 1\.\d\d m/);
    expect(pdf.text).not.toMatch(/\b\d{2,3} cm\b/);
    await test.info().attach('selection-full-en.pdf', { body: await response.body(), contentType: 'application/pdf' });
  });

  test('more than 30 talents, or no list, is a clear 400 in the visitor’s language', async ({ page }) => {
    const ids = Array.from({ length: 31 }, (_, n) => n + 1).join(',');
    const pt = await page.request.get(`/api/selection/pdf?ids=${ids}&lang=pt`);
    expect(pt.status()).toBe(400);
    expect(await pt.text()).toContain('no máximo 30 talentos; a sua seleção tem 31');
    const en = await page.request.get(`/api/selection/pdf?ids=${ids}&lang=en`);
    expect(await en.text()).toContain('at most 30 talents; your selection has 31');
    const none = await page.request.get('/api/selection/zip', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(none.status()).toBe(400);
    expect(await none.text()).toContain('No talent chosen');
    const unknown = await page.request.get('/api/selection/pdf?ids=99999998,99999999&lang=pt');
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain('Nenhum talento desta seleção foi encontrado');
  });
});

test.describe('the selection as a ZIP', () => {
  test('each talent’s book, polaroids and composite in a folder named after it', async ({ page }) => {
    const response = await page.request.get(`/api/selection/zip?ids=${[woman.id, man.id].join(',')}`, { timeout: 90_000 });
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/zip');
    expect(response.headers()['content-disposition']).toBe(`attachment; filename="selecao-${today()}.zip"`);
    const names = zipEntryNames(await response.body());
    for (const talent of [woman, man]) {
      const folder = slug(talent.name);
      const mine = names.filter((name) => name.startsWith(`${folder}/`));
      expect(mine).toHaveLength(talent.book.length + talent.snap.length + talent.compo.length);
      expect(mine).toContain(`${folder}/${folder}-book-01.jpg`);
      for (const name of mine) expect(name).toMatch(new RegExp(`^${folder}/${folder}-(book|polaroid|composite)-\\d\\d\\.(jpg|jpeg|png|webp)$`));
    }
    expect(names.filter((name) => /-polaroid-/.test(name)).length).toBe(woman.snap.length + man.snap.length);
  });
});

test.describe('expensive endpoints are bounded', () => {
  test.use({ ownStackOptions: { demo: 'small', webEnv: { DOWNLOAD_RATE_LIMIT: '2' } } });
  test('past the limit per address: 429 with Retry-After and a message in the visitor’s language', async ({ page, ownStack }) => {
    const pdf = (lang: string) => page.request.get(`${ownStack.webUrl}/api/selection/pdf?ids=99999999&lang=${lang}`);
    expect((await pdf('pt')).status()).toBe(404);
    expect((await pdf('pt')).status()).toBe(404);
    const refused = await pdf('pt');
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers()['cache-control']).toBe('no-store');
    expect(await refused.text()).toMatch(/^Muitos arquivos pedidos pela sua conexão\. Espere \d+ segundos? e tente de novo\./);
    expect(await (await pdf('en')).text()).toMatch(/^Too many files asked for from your connection\. Wait \d+ seconds? and try again\./);
    // A made-up X-Forwarded-For is not a new address.
    const spoofed = await page.request.get(`${ownStack.webUrl}/api/selection/pdf?ids=99999999&lang=pt`, { headers: { 'x-forwarded-for': '198.51.100.23' } });
    expect(spoofed.status()).toBe(429);
    // Each route has its own allowance: the ZIP and the comp card are counted apart.
    const zip = (lang: string) => page.request.get(`${ownStack.webUrl}/api/selection/zip?ids=99999999`, { headers: { 'accept-language': lang } });
    expect((await zip('pt-BR')).status()).toBe(404);
    expect((await zip('pt-BR')).status()).toBe(404);
    const zipRefused = await zip('en');
    expect(zipRefused.status()).toBe(429);
    expect(await zipRefused.text()).toContain('Too many files');
    // The comp card too, in the language of its link.
    const [talent] = await findProfiles(ownStack, (p) => p.book.length > 0);
    const card = () => page.request.get(`${ownStack.webUrl}/api/talents/${talent!.id}/compcard?lang=en&unit=metric`);
    expect((await card()).status()).toBe(200);
    expect((await card()).status()).toBe(200);
    const cardRefused = await card();
    expect(cardRefused.status()).toBe(429);
    expect(await cardRefused.text()).toContain('Too many files asked for from your connection');
  });

  test('a selection list may ask for 50 talents a minute per file allowed: made-up ids cannot make endless calls', async ({ page, ownStack }) => {
    // Ids no talent has, 50 at a time, each a call to the back end; DOWNLOAD_RATE_LIMIT 2 allows 100.
    const ids = (from: number) => Array.from({ length: 50 }, (_, i) => 900_000_000 + from + i).join(',');
    const list = (from: number) => page.request.get(`${ownStack.webUrl}/api/favourites?ids=${ids(from)}&lang=pt`);
    expect((await list(0)).status()).toBe(200);
    expect(await (await list(50)).json()).toEqual([]);
    const refused = await list(100);
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers()['cache-control']).toBe('no-store');
  });
});
