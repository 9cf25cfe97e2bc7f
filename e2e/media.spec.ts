/** Every media URL the browser gets is on the site's own origin (docs/decisions/0011): with the
 * back end's address unreachable from the browser, the pre-home logo, the slider's video, the
 * images in a post and its og:image still work. */
import type { Page } from '@playwright/test';
import { panelPosts, panelSlides, pathOf, postPath } from './content';
import { expect, test } from './fixtures';

/** Aborts every request to the back end's origin and records it, and any failed request. */
async function cutOffBackend(page: Page, backendUrl: string) {
  const origin = new URL(backendUrl).origin;
  const toBackend: string[] = [];
  const failed: string[] = [];
  await page.route(`${origin}/**`, (route) => {
    toBackend.push(route.request().url());
    return route.abort('addressunreachable');
  });
  page.on('requestfailed', (request) => {
    // A video the browser stops reading, or a prefetch cut short by the next navigation.
    const error = request.failure()?.errorText ?? '';
    if (!/ERR_ABORTED/.test(error) || request.url().startsWith(origin)) failed.push(`${request.url()} ${error}`);
  });
  return { toBackend, failed };
}

const decoded = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    (images as HTMLImageElement[]).filter((img) => img.complete && img.naturalWidth > 0).length,
  );

test.use({ viewport: { width: 1440, height: 900 } });

test('home: the pre-home logo and the video slide load from the site', async ({ page, stack }) => {
  const cut = await cutOffBackend(page, stack.backendUrl);
  await page.goto('/pt');
  const overlay = page.getByRole('region', { name: 'Boas-vindas' });
  const logo = overlay.locator('img');
  await expect(logo).toHaveCount(1);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(new URL(await logo.evaluate((img: HTMLImageElement) => img.currentSrc)).origin).toBe(new URL(stack.webUrl).origin);
  await overlay.getByRole('button').first().click();
  await expect(overlay).toBeHidden();

  const slides = await panelSlides(stack);
  const index = slides.findIndex((s) => /\.mp4$/i.test(pathOf(s.image_desktop)));
  expect(index, 'the demo data has a video slide').toBeGreaterThanOrEqual(0);
  const carousel = page.getByRole('region', { name: 'Destaques' });
  await carousel.getByRole('button', { name: `Ir para o slide ${index + 1}`, exact: true }).click();
  const playing = () =>
    carousel.locator('video').evaluateAll((videos) =>
      (videos as HTMLVideoElement[]).filter((v) => getComputedStyle(v).display !== 'none' && !v.paused && v.readyState >= 2 && v.currentTime > 0).map((v) => v.currentSrc),
    );
  await expect.poll(async () => (await playing()).length, { timeout: 15_000 }).toBe(1);
  expect(new URL((await playing())[0]!).origin).toBe(new URL(stack.webUrl).origin);
  expect(await decoded(page, 'main img')).toBeGreaterThan(0);

  expect(cut.toBackend).toEqual([]);
  expect(cut.failed).toEqual([]);
});

test("a post: its cover, the images in its text and its og:image are on the site's origin", async ({ page, stack }) => {
  const posts = await panelPosts(stack, 'blog', 'pt');
  const post = posts.find((p) => p.content.includes('<img') && p.thumbnail);
  expect(post, 'the demo data has a post with an image in its text').toBeDefined();
  const cut = await cutOffBackend(page, stack.backendUrl);
  await page.goto(postPath(post!, 'pt'));
  const article = page.locator('article');
  const images = article.locator('img');
  expect(await images.count()).toBeGreaterThan(1);
  for (const img of await images.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(new URL(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).origin).toBe(new URL(stack.webUrl).origin);
  }
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(new RegExp(`^${stack.webUrl}/`));
  expect((await page.request.get(ogImage!)).status()).toBe(200);
  expect(cut.toBackend).toEqual([]);
  expect(cut.failed).toEqual([]);
});

test('no page hands the browser an address on the back end', async ({ request, stack }) => {
  const backend = new URL(stack.backendUrl);
  const posts = await panelPosts(stack, 'blog', 'en');
  for (const path of ['/pt', '/en', '/pt/blog', '/en/campanhas', postPath(posts[0]!, 'en'), '/pt/sobre-nos', '/pt/contato']) {
    const html = await (await request.get(path)).text();
    expect(html.includes(backend.host), path).toBe(false);
    expect(html.includes(encodeURIComponent(backend.host)), path).toBe(false);
  }
});
