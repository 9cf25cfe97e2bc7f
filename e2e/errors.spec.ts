/** Errors (SPEC §8; docs/decisions/0003-error-statuses.md): a back end that stops shows the
 * error page — 503, 'Service unavailable' in the visitor's language, the error code only as a
 * detail — on pages never rendered, keeps serving the last good answer on pages rendered before,
 * and everything recovers when it comes back. */
import { listTalents } from './api';
import { panelPosts, postPath } from './content';
import { expect, test } from './fixtures';

// Pages and answers are fresh for 1 s only, so the pages below really are regenerated from the
// last good answers (not served from a still-fresh page) while the back end is down.
test.use({ ownStackOptions: { webEnv: { PAGE_REVALIDATE_SECONDS: '1' } } });

test('back end down: 503 error page in words, last good answers, recovery', async ({ page, request, ownStack }) => {
  test.slow(); // a stack of its own, stopped and started again
  const site = ownStack.webUrl;
  const [rendered] = await panelPosts(ownStack, 'blog', 'pt');
  const [neverRendered] = await panelPosts(ownStack, 'campaign', 'en');
  const [talent] = await listTalents(ownStack, 'pt');

  // Rendered once while the back end is up.
  expect((await page.goto(`${site}/pt/blog`))?.status()).toBe(200);
  expect((await page.goto(`${site}${postPath(rendered!, 'pt')}`))?.status()).toBe(200);

  await ownStack.stopBackend();
  // The blog list is served stale, so its refresh runs with the back end down.
  await expect
    .poll(async () => (await request.get(`${site}/pt/blog`)).headers()['x-nextjs-cache'], { timeout: 15_000 })
    .toBe('STALE');

  // A page never rendered: the error page, 503 (the site's server turns Next's 500 for a failed
  // render into it), never cached, not to be indexed.
  const failed = await request.get(`${site}/en/campanhas`);
  expect(failed.status()).toBe(503);
  expect(failed.headers()['cache-control']).toMatch(/no-store/);
  const html = await failed.text();
  expect(html).toMatch(/<meta name="robots" content="noindex"\/>/);
  expect(html).toContain('VITRINE_UNAVAILABLE;503;ECONNREFUSED');

  const response = await page.goto(`${site}/en/campanhas`);
  expect(response?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeVisible();
  await expect(page.getByText('The content service did not answer. Please try again in a moment.')).toBeVisible();
  // The code is a detail under the message, never the heading.
  await expect(page.getByText('Error code: ECONNREFUSED')).toBeVisible();
  await expect(page.getByRole('heading', { name: /ECONNREFUSED/ })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');

  // The home page (the stack's start-up check rendered /pt, so /en has never been) and a pt page.
  expect((await page.goto(`${site}/en`))?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeVisible();
  expect((await page.goto(`${site}/pt/campanhas`))?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1, name: 'Serviço indisponível' })).toBeVisible();
  await expect(page.getByText('Código do erro: ECONNREFUSED')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar de novo' })).toBeVisible();

  // The talents' pages say the same: a board, a name search, a gallery (with its title).
  for (const [path, heading] of [
    ['/en/talents/homens', 'Service unavailable'],
    ['/pt/modelos/ana', 'Serviço indisponível'],
    [`/pt/modelo/${talent!.id}/x`, 'Serviço indisponível'],
  ] as const) {
    expect((await page.goto(`${site}${path}`))?.status(), path).toBe(503);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await expect(page).toHaveTitle(/^Serviço indisponível \| /);
  // A talent's files (a link on a gallery rendered before) say so in the link's language.
  const compcard = await request.get(`${site}/api/talents/${talent!.id}/compcard?lang=en&unit=metric`);
  expect(compcard.status()).toBe(502);
  expect(await compcard.text()).toContain('could not be loaded right now. Try again in a few minutes.');
  // The sitemap is unavailable too, rather than a list without the galleries and posts.
  expect((await request.get(`${site}/sitemap.xml`)).status()).toBe(503);

  // A blog item that cannot be fetched: 404 'Unable to fetch Website Information'.
  await expect(panelPosts(ownStack, 'blog', 'en'), 'the back end is really down').rejects.toThrow();
  expect((await page.goto(`${site}/en/blog/never-rendered-post`))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Unable to fetch Website Information' })).toBeVisible();

  // Pages rendered before keep their content: the last good answer.
  expect((await page.goto(`${site}/pt/blog`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'BLOG' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Leia mais: ${rendered!.title}` })).toBeVisible();
  expect((await page.goto(`${site}${postPath(rendered!, 'pt')}`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: rendered!.title })).toBeVisible();

  // Back up: the failed page recovers, first through its 'Try again' button, then on load.
  await page.goto(`${site}/en/campanhas`);
  await expect(page.getByRole('heading', { level: 1, name: 'Service unavailable' })).toBeVisible();
  await ownStack.startBackend();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'CAMPAIGNS' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Read more: ${neverRendered!.title}` })).toBeVisible();

  expect((await page.goto(`${site}/en`))?.status()).toBe(200);
  expect((await page.goto(`${site}/pt/campanhas`))?.status()).toBe(200);
});

test('a post’s 404 keeps its title when its cached page is made again in the background', async ({ request, ownStack }) => {
  for (const [path, title] of [
    ['/en/blog/never-a-post', /^Unable to fetch Website Information \| /],
    ['/pt/post/999997', /^Não foi possível carregar as informações do site \| /],
  ] as const) {
    const url = `${ownStack.webUrl}${path}`;
    // The first answer renders it; once it is stale, one answer is served while it is made again,
    // and the answers after that are the page made in the background.
    let remade = false;
    await expect
      .poll(
        async () => {
          const response = await request.get(url);
          expect(response.status()).toBe(404);
          expect(/<title>([^<]*)<\/title>/.exec(await response.text())?.[1], path).toMatch(title);
          if (response.headers()['x-nextjs-cache'] === 'STALE') remade = true;
          else if (remade) return true;
          return false;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
  }
});

test('a script chunk that fails to load reloads the page, once', async ({ page }) => {
  // As after a new deploy: the chunks the next page needs are gone.
  await page.goto('/pt/e-casting');
  await page.waitForLoadState('networkidle');
  // The code the page loads after hydration (the toasts, the loading bar) has been asked for:
  // an idle callback queued now runs after the page's own work. Left for later, it could be the
  // chunk that fails, and the page reloaded would be this one.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 5_000 })));
  const loaded = new Set(
    await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name)),
  );
  await page.route('**/_next/static/chunks/**', (route) =>
    route.request().url().endsWith('.js') && !loaded.has(route.request().url()) ? route.abort() : route.continue(),
  );
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  await page.getByRole('banner').getByRole('link', { name: /Vitrine/ }).first().click();

  // The page is reloaded: a new document (without `stillHere`) that recorded the reload of pt
  // home, `/` (the routing table: no prefix). Its context is destroyed on the way: read it again
  // until it answers.
  await expect
    .poll(() =>
      page
        .evaluate(() => ({
          reload: sessionStorage.getItem('vitrine:chunk-reload') ?? '',
          stillHere: (window as unknown as { stillHere?: boolean }).stillHere ?? false,
        }))
        .catch(() => null),
    )
    .toMatchObject({ reload: expect.stringContaining('"path":"/"'), stillHere: false });
  await expect(page).toHaveURL((url) => url.pathname === '/');
});
