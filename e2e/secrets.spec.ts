import { expect, test } from './fixtures';

/** SPEC §6, DESIGN: the salts, keys and tokens stay on the server. Everything the browser
 * receives while a visitor walks through the site is searched for them. */
test('no secret or back-end address reaches the browser', async ({ page, request, stack }) => {
  const secrets = Object.values(stack.secrets);
  const bodies: { url: string; text: string }[] = [];
  // Every answer goes through the test on its way to the browser, which reads its body there:
  // a body read from the browser afterwards is gone once the page navigates, and a chunk the
  // page loads once hydrated (the toasts' code) can arrive just before the next page is opened.
  // Fetched by the test's own client (its answers outlive a navigation of the page). A request
  // sent on a kept-alive connection just as the server closes it is sent again, as a browser does.
  await page.route('**/*', async (route) => {
    // A video's range request answered by `route.fulfill` (206) was once left pending by
    // Chromium, and the page never reached network idle. A video has no text to search: it goes
    // to the server as it is.
    if (route.request().resourceType() === 'media') return route.continue();
    const response = await request.fetch(route.request(), { maxRedirects: 0, maxRetries: 2 });
    const type = response.headers()['content-type'] ?? '';
    const body = await response.body();
    if (/html|javascript|json|text\/x-component|css/.test(type)) bodies.push({ url: route.request().url(), text: body.toString('utf8') });
    // The page may have moved on meanwhile: the body was read all the same.
    await route.fulfill({ response, body }).catch(() => {});
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
  // Answers still on their way (the page's icon, asked for late) end with the test.
  await page.unrouteAll({ behavior: 'ignoreErrors' });

  expect(bodies.length).toBeGreaterThan(10);
  for (const { url, text } of bodies) {
    for (const secret of secrets) expect(text.includes(secret), `${url} contains a secret`).toBe(false);
    expect(text, url).not.toMatch(/Bearer [A-Za-z0-9]/);
    expect(text.includes(stack.integrationUrl), `${url} names the integration service`).toBe(false);
    expect(text.includes(stack.panelUrl), `${url} names the content panel`).toBe(false);
  }
});
