/**
 * Forms and the contact page while the content panel is down: the application keeps
 * every field and photo and sends once the back end is back; the contact form keeps its fields;
 * the contact page itself (staff) shows the error page of docs/decisions/0003. Then the per-address
 * rate limit: a clear message in the visitor's language, nothing lost.
 */
import { listEntries } from './entries';
import { expect, test } from './fixtures';
import { testPhotos } from './photos';

test.use({ ownStackOptions: { demo: 'small', webEnv: { FORM_RATE_LIMIT: '3' } } });

test('back end stopped: nothing is lost, the staff error page, and the rate limit', async ({ page, ownStack }) => {
  test.setTimeout(120_000);
  const site = ownStack.webUrl;
  const photos = await testPhotos();
  await page.setViewportSize({ width: 375, height: 812 });

  // The contact page, never rendered on this stack, needs the staff: with the back end down it
  // is the error page (docs/decisions/0003), status 503.
  await ownStack.stopBackend();
  const response = await page.goto(`${site}/pt/contato`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Serviço indisponível' })).toBeVisible();
  await ownStack.startBackend();

  // Fill the application while the back end is up, then stop it and send.
  await page.goto(`${site}/en/seja-modelo`);
  await page.getByLabel('Full name', { exact: true }).fill('Carla Down');
  await page.getByLabel('Date of birth', { exact: true }).pressSequentially('01022001');
  await page.getByLabel('Gender', { exact: true }).selectOption('woman');
  await page.getByLabel('Phone (WhatsApp)', { exact: true }).pressSequentially('5551998765432');
  await page.getByLabel('E-mail', { exact: true }).fill('carla@example.com');
  await page.getByLabel('Instagram', { exact: true }).fill('@carla');
  await page.getByLabel('City', { exact: true }).fill('Porto Alegre');
  for (const [label, value] of [['Height', "170/5'7"], ['Bust or chest', '80/31'], ['Waist', '60/24'], ['Hips', '88/35'], ['Jeans size (BR)', '36'], ['Shoe size (BR)', '37 BR'], ['Hair', 'Blonde'], ['Eyes', 'Blue']] as const) {
    await page.getByLabel(label, { exact: true }).selectOption(value);
  }
  for (const [i, slot] of ['Face', 'Smiling', 'Half body', 'Full body'].entries()) {
    await page.getByLabel(`Choose the ${slot} photo`).setInputFiles(photos.jpegs[i]!);
  }
  await page.getByLabel(/I agree that the agency/).check();

  await ownStack.stopBackend();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong while sending the message. Try again latter :/' })).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('Carla Down');
  await expect(page.getByLabel('Date of birth', { exact: true })).toHaveValue('01/02/2001');
  await expect(page.getByLabel('Hair', { exact: true })).toHaveValue('Blonde');
  await expect(page.getByLabel(/I agree that the agency/)).toBeChecked();
  await expect(page.locator('[id$="-chosen"]')).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Send application' })).toBeEnabled();

  // Back up: the same application, sent again, is stored once.
  await ownStack.startBackend();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { name: 'Application received' })).toBeVisible();
  expect((await listEntries(ownStack)).filter((r) => r.name === 'Carla Down')).toHaveLength(1);

  await page.goto(`${site}/pt/contato`);
  await expect(page.getByRole('heading', { level: 1, name: 'Contato' })).toBeVisible();
  const form = page.getByRole('form');
  await form.getByLabel('E-mail', { exact: true }).fill('kept@example.com');
  await form.getByLabel('Mensagem', { exact: true }).fill('Mensagem guardada');
  await ownStack.stopBackend();
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Algo deu errado ao enviar a mensagem. Tente novamente mais tarde :/' })).toBeVisible();
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('kept@example.com');
  await expect(form.getByLabel('Mensagem', { exact: true })).toHaveValue('Mensagem guardada');

  // Rate limit (3 per hour on this stack; the send the back end could not store above does not
  // count): three sends are stored, the fourth is refused with a clear message and the fields stay.
  await ownStack.startBackend();
  await form.getByRole('button', { name: 'ENVIAR' }).click();
  await expect(form.getByRole('button', { name: 'ENVIADO' })).toBeVisible();
  for (const attempt of [1, 2, 3]) {
    await form.getByLabel('E-mail', { exact: true }).fill(`again${attempt}@example.com`);
    await form.getByLabel('Mensagem', { exact: true }).fill(`Mais uma ${attempt}`);
    await form.getByRole('button', { name: /ENVIAR|ENVIADO/ }).click();
  }
  await expect(page.getByRole('alert').filter({ hasText: /Muitas mensagens da sua conexão\. Espere \d+ minutos? e envie de novo/ })).toBeVisible();
  await expect(form.getByLabel('Mensagem', { exact: true })).toHaveValue('Mais uma 3');
  const stored = (await listEntries(ownStack)).filter((r) => r.kind === 'contact').map((r) => r.email);
  expect(stored.sort()).toEqual(['again1@example.com', 'again2@example.com', 'kept@example.com']);
});
