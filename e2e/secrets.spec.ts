import { expect, test } from './fixtures';

/** SPEC §6, DESIGN: the salts, keys and tokens stay on the server. Everything the browser
 * receives while a visitor walks through the site is searched for them. */
test('no secret or back-end address reaches the browser', async ({ page, stack }) => {
  const secrets = Object.values(stack.secrets);
  const bodies: { url: string; text: string }[] = [];
  // Each body is read as its answer arrives, and every read is finished before the next page is
  // opened (a body is gone once the page navigates away). A body that cannot be read fails.
  const reads: Promise<string | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    // A redirect has no body.
    if (!/html|javascript|json|text\/x-component|css/.test(type) || (response.status() >= 300 && response.status() < 400)) return;
    reads.push(
      response.text().then(
        (text) => {
          bodies.push({ url: response.url(), text });
          return null;
        },
        (error: Error) => `${response.url()}: ${error.message}`,
      ),
    );
  });
  const readAll = async () => expect((await Promise.all(reads.splice(0))).filter(Boolean), 'bodies that could not be read').toEqual([]);

  for (const path of ['/pt', '/pt/talents', '/en/talents/mulheres', '/pt/blog', '/en/sobre-nos', '/pt/contato']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await readAll();
  }
  // A client-side navigation too (RSC payloads): the footer's link, which is always shown.
  const rscAnswers = bodies.length;
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feminino', exact: true }).click();
  await expect(page).toHaveURL(/\/pt\/talents\/mulheres$/);
  await page.waitForLoadState('networkidle');
  await readAll();
  expect(bodies.slice(rscAnswers).some(({ url }) => url.includes('/pt/talents/mulheres'))).toBe(true);

  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) {
    for (const secret of secrets) expect(text.includes(secret), `${url} contains a secret`).toBe(false);
    expect(text, url).not.toMatch(/Bearer [A-Za-z0-9]/);
    expect(text.includes(stack.integrationUrl), `${url} names the integration service`).toBe(false);
    expect(text.includes(stack.panelUrl), `${url} names the content panel`).toBe(false);
  }
});
