import { expect, test } from './fixtures';

/** SPEC §6, DESIGN: the salts, keys and tokens stay on the server. Everything the browser
 * receives while a visitor walks through the site is searched for them. */
test('no secret or back-end address reaches the browser', async ({ page, stack }) => {
  const secrets = Object.values(stack.secrets);
  const bodies: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const type = response.headers()['content-type'] ?? '';
    // A redirect has no body to read.
    if (/html|javascript|json|text\/x-component|css/.test(type) && (response.status() < 300 || response.status() >= 400)) {
      bodies.push({ url: response.url(), text: await response.text() });
    }
  });

  for (const path of ['/pt', '/pt/talents', '/en/talents/mulheres', '/pt/blog', '/en/sobre-nos', '/pt/contato']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // A client-side navigation too (RSC payloads): the footer's link, which is always shown.
  const rscAnswers = bodies.length;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feminino', exact: true }).click();
  await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
  await page.waitForLoadState('networkidle');
  expect(bodies.slice(rscAnswers).some(({ url }) => url.includes('/pt/talents/mulheres'))).toBe(true);

  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) {
    for (const secret of secrets) expect(text.includes(secret), `${url} contains a secret`).toBe(false);
    expect(text, url).not.toMatch(/Bearer [A-Za-z0-9]/);
    expect(text.includes(stack.integrationUrl), `${url} names the integration service`).toBe(false);
    expect(text.includes(stack.panelUrl), `${url} names the content panel`).toBe(false);
  }
});
