/** Home (SPEC §2.5, §9): the full-height slider with separate mobile and desktop media,
 * autoplay only with more than one slide, and the masonry of the locale's blog posts. */
import type { Page } from '@playwright/test';
import { enterSite, panelPosts, panelSlides, pathOf, postPath } from './content';
import { expect, test } from './fixtures';

const MOBILE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

const carousel = (page: Page, lang: 'pt' | 'en' = 'pt') =>
  page.getByRole('region', { name: lang === 'pt' ? 'Destaques' : 'Highlights' });
const dot = (page: Page, n: number) => carousel(page).getByRole('button', { name: `Ir para o slide ${n}`, exact: true });

/** The address of the first slide's picture as the browser shows it, decoded (next/image
 * serves it through /_next/image?url=…). */
async function firstSlidePicture(page: Page): Promise<string> {
  const img = carousel(page).locator('img').first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 1)).toBe(true);
  return decodeURIComponent(await img.evaluate((el: HTMLImageElement) => el.currentSrc));
}

test.describe('slider media per viewport', () => {
  for (const [name, viewport, shown, hidden] of [
    ['mobile', MOBILE, 'image_mobile', 'image_desktop'],
    ['desktop', DESKTOP, 'image_desktop', 'image_mobile'],
  ] as const) {
    test(`shows the ${name} picture at ${viewport.width} px and never downloads the other`, async ({ browser, baseURL, stack }) => {
      const [first] = await panelSlides(stack);
      expect(first, 'the demo data has slides').toBeDefined();
      const want = pathOf(first![shown]);
      const avoid = pathOf(first![hidden]);
      expect(want).not.toBe(avoid);

      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(decodeURIComponent(request.url())));
      await page.goto('/pt');
      await enterSite(page, 'pt');

      expect(await firstSlidePicture(page)).toContain(want);
      await page.waitForLoadState('networkidle');
      expect(requested.filter((url) => url.includes(avoid))).toEqual([]);
      await context.close();
    });
  }

  for (const viewport of [MOBILE, DESKTOP]) {
    test(`a video slide plays only the video of its viewport (${viewport.width} px)`, async ({ browser, baseURL, stack }) => {
      const slides = await panelSlides(stack);
      const index = slides.findIndex((s) => /\.(mp4|webm|ogg)$/i.test(pathOf(s.image_mobile)) && /\.(mp4|webm|ogg)$/i.test(pathOf(s.image_desktop)));
      expect(index, 'the demo data has a video slide').toBeGreaterThanOrEqual(0);
      const context = await browser.newContext({ viewport, baseURL });
      const page = await context.newPage();
      await page.goto('/pt');
      await enterSite(page, 'pt');
      await dot(page, index + 1).click();
      const videos = carousel(page).locator('video');
      await expect(videos).toHaveCount(2);
      const state = () =>
        videos.evaluateAll((list) =>
          (list as HTMLVideoElement[]).map((v) => ({
            shown: getComputedStyle(v).display !== 'none',
            playing: !v.paused,
            muted: v.muted,
            inline: v.playsInline,
            loop: v.loop,
            loaded: v.readyState > 0,
          })),
        );
      await expect.poll(async () => (await state()).filter((v) => v.shown && v.playing).length, { timeout: 15_000 }).toBe(1);
      for (const video of await state()) {
        if (video.shown) expect(video).toMatchObject({ playing: true, muted: true, inline: true, loop: true });
        else expect(video).toMatchObject({ playing: false, loaded: false });
      }
      await context.close();
    });
  }

  test('the first slide is in the server-rendered page, loaded first; the others wait', async ({ request, stack }) => {
    const slides = await panelSlides(stack);
    const html = await (await request.get('/pt')).text();
    const start = html.indexOf('aria-roledescription="carousel"');
    expect(start).toBeGreaterThan(0);
    const section = html.slice(start, html.indexOf('</section>', start));
    const firstImg = /<img[^>]*>/.exec(section)?.[0] ?? '';
    expect(firstImg.toLowerCase()).toContain('fetchpriority="high"');
    expect(firstImg).toContain('loading="eager"');
    expect(decodeURIComponent(firstImg)).toContain(pathOf(slides[0]!.image_mobile));
    // Only the first slide's media is in the page before it runs.
    for (const slide of slides.slice(1)) {
      if (slide.image_mobile !== slides[0]!.image_mobile) expect(decodeURIComponent(section)).not.toContain(pathOf(slide.image_mobile));
    }
  });

  test("the first slide's images are preloaded in the head, each for its own viewport", async ({ request, stack }) => {
    const [first] = await panelSlides(stack);
    const html = await (await request.get('/pt')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const imagePreloads = [...head.matchAll(/<link [^>]*>/g)]
      .map((m) => decodeURIComponent(m[0].replaceAll('&amp;', '&')))
      .filter((link) => link.includes('rel="preload"') && link.includes('as="image"'));
    for (const [field, media] of [
      ['image_mobile', 'max-width'],
      ['image_desktop', 'min-width'],
    ] as const) {
      const path = pathOf(first![field]);
      if (/\.mp4$/i.test(path)) continue;
      const preload = imagePreloads.find((link) => link.includes(path) && link.includes(`media="(${media}`));
      expect(preload, `${field} preloaded for its viewport`).toBeTruthy();
      expect(preload!.toLowerCase()).toContain('fetchpriority="high"');
    }
    // The pre-home logo, seen first over the slide, is fetched at the same priority.
    const overlay = html.indexOf('data-prehome=');
    expect(overlay).toBeGreaterThan(0);
    const logo = /<img[^>]*>/.exec(html.slice(overlay))?.[0] ?? '';
    expect(logo.toLowerCase()).toContain('fetchpriority="high"');
  });
});

test.describe('slider motion', () => {
  test.use({ viewport: DESKTOP });

  test('autoplays with more than one slide; the pause button stops it', async ({ page, stack }) => {
    expect((await panelSlides(stack)).length).toBeGreaterThan(1);
    // Playwright's clock: time flows as usual, and runFor() below jumps the slider's timers.
    await page.clock.install();
    await page.goto('/pt');
    await enterSite(page, 'pt');
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'true');
    // The slider may already have moved on (3 s after the visitor entered) on a busy machine:
    // follow it from wherever it is. 3 s on a slide, then the transition of 2.5 s.
    const count = (await panelSlides(stack)).length;
    const current = () => carousel(page).locator('[aria-current="true"]').getAttribute('aria-label');
    const first = await current();
    const next = `Ir para o slide ${(Number(first?.match(/\d+/)?.[0]) % count) + 1}`;
    await expect(carousel(page).getByRole('button', { name: next, exact: true })).toHaveAttribute('aria-current', 'true', {
      timeout: 8_000,
    });

    await carousel(page).getByRole('button', { name: 'Pausar apresentação' }).click();
    await expect(carousel(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'false');
    const paused = await current();
    // Two slides' worth of autoplay time (3 s each plus a 2.5 s transition) goes by.
    await page.clock.runFor(11_000);
    expect(await current()).toBe(paused);
    // Play again: the slides move on although the focus is still on the button.
    await carousel(page).getByRole('button', { name: 'Reproduzir apresentação' }).click();
    await expect(carousel(page).getByRole('button', { name: 'Pausar apresentação' })).toBeFocused();
    await page.clock.runFor(5_500);
    expect(await current()).not.toBe(paused);
    await carousel(page).getByRole('button', { name: 'Pausar apresentação' }).click();

    // The visitor moves through the slides by hand, and the last leads to the first (loop).
    await dot(page, count).click();
    await carousel(page).getByRole('button', { name: 'Próximo slide' }).click();
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  });

  test('the slides wait under the pre-home overlay and start when the visitor enters', async ({ page }) => {
    await page.clock.install();
    await page.goto('/pt');
    // The slider's code has run once the next slide's media is in the page (after the load).
    await expect(carousel(page).locator('[aria-roledescription="slide"]').nth(1).locator('img, video').first()).toBeAttached();
    await page.clock.runFor(11_000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
    await enterSite(page, 'pt');
    await page.clock.runFor(3_000);
    await expect(dot(page, 2)).toHaveAttribute('aria-current', 'true');
  });

  test("the current dot's bar fills while the slide waits and is full when the next one comes", async ({ page, browser, baseURL }) => {
    // Real time: the bar is a CSS animation, which Playwright's clock does not move.
    await page.goto('/pt');
    // A busy page: the main thread is held for 600 ms just after the bar appears, before it is
    // drawn (as a slow phone would). The bar must still be full when the slide moves on.
    await carousel(page).evaluate((slider) => {
      const observer = new MutationObserver(() => {
        if (!slider.querySelector('[data-bar="running"]')) return;
        observer.disconnect();
        const until = performance.now() + 600;
        while (performance.now() < until);
      });
      observer.observe(slider, { attributes: true, subtree: true, childList: true });
    });
    await enterSite(page, 'pt');
    // Read the bar's animation while it runs; when the current dot moves on, how far had it got?
    const atChange = await carousel(page).evaluate(
      (slider) =>
        new Promise<{ progress: number; duration: number }>((resolve) => {
          const first = slider.querySelector('[aria-current="true"]');
          let seen: { start: number; duration: number } | undefined;
          const look = () => {
            const animation = first?.querySelector('span')?.getAnimations()[0];
            if (animation?.startTime != null)
              seen = { start: Number(animation.startTime), duration: Number(animation.effect?.getTiming().duration) };
            requestAnimationFrame(look);
          };
          look();
          new MutationObserver(() => {
            if (first?.getAttribute('aria-current') === 'true' || !seen) return;
            resolve({ progress: (performance.now() - seen.start) / seen.duration, duration: seen.duration });
          }).observe(slider, { attributes: true, subtree: true, attributeFilter: ['aria-current'] });
        }),
    );
    // The first slide waits 3 s from the moment the visitor enters; the bar ran for just that.
    expect(atChange.duration).toBe(3000);
    expect(atChange.progress).toBeGreaterThan(0.97);

    // Without JavaScript nothing moves the slides: no bar runs, and the controls that could not
    // move them are not shown; the first slide and its link are.
    const still = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: DESKTOP });
    const html = await still.newPage();
    await html.goto('/pt');
    const bars = carousel(html).locator('li span');
    expect(await bars.count()).toBeGreaterThan(1);
    for (const bar of await bars.all()) expect(await bar.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expect(carousel(html).getByRole('button')).toHaveCount(0);
    await expect(carousel(html).getByRole('link').first()).toBeVisible();
    await still.close();
  });

  test('does not autoplay for a visitor who asked for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/pt');
    await enterSite(page, 'pt');
    await expect(carousel(page)).toHaveAttribute('data-autoplay', 'false');
    await expect(carousel(page).getByRole('button', { name: 'Reproduzir apresentação' })).toBeVisible();
    await page.clock.runFor(11_000);
    await expect(dot(page, 1)).toHaveAttribute('aria-current', 'true');
  });

  test.describe('with one slide', () => {
    // The back end's `single-slide` data set: the small set with one home slide.
    test.use({ ownStackOptions: { demo: 'single-slide' } });

    test('a single slide neither autoplays nor loops', async ({ page, ownStack }) => {
      expect(await panelSlides(ownStack)).toHaveLength(1);

      await page.goto(`${ownStack.webUrl}/pt`);
      await enterSite(page, 'pt');
      await expect(carousel(page)).toHaveAttribute('data-slide-count', '1');
      await expect(carousel(page)).toHaveAttribute('data-autoplay', 'false');
      await expect(carousel(page).getByRole('button', { name: /Ir para o slide/ })).toHaveCount(0);
      await expect(carousel(page).getByRole('button', { name: /slide/i })).toHaveCount(0);
      await expect(carousel(page).getByRole('group')).toHaveCount(1);
      await expect(carousel(page).getByRole('group')).toBeVisible();
    });
  });
});

test.describe('blog masonry', () => {
  for (const lang of ['pt', 'en'] as const) {
    test(`lists the ${lang} blog posts below the slider`, async ({ page, stack }) => {
      const posts = await panelPosts(stack, 'blog', lang);
      expect(posts.length).toBeGreaterThanOrEqual(12);
      await page.goto(`/${lang}`);
      await enterSite(page, lang);
      const section = page.getByRole('region', { name: 'Blog' });
      await expect(section.getByRole('heading', { level: 2, name: 'Blog' })).toBeVisible();
      await expect(section.getByRole('listitem')).toHaveCount(posts.length);
      for (const post of [posts[0]!, posts.at(-1)!]) {
        await expect(section.getByRole('link', { name: post.title, exact: true })).toHaveAttribute('href', postPath(post, lang));
      }
      // Below the fold: the pictures load lazily.
      await expect(section.locator('img').first()).toHaveAttribute('loading', 'lazy');
    });
  }

  test('a post of the masonry opens', async ({ page, stack }) => {
    const [post] = await panelPosts(stack, 'blog', 'en');
    await page.goto('/en');
    await enterSite(page, 'en');
    await page.getByRole('region', { name: 'Blog' }).getByRole('link', { name: post!.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath(post!, 'en')}$`));
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  });

  test("'Sem Posts' / 'No posts' and no slider when the panel has nothing", async ({ page, emptyStack }) => {
    for (const [lang, empty] of [
      ['pt', 'Sem Posts'],
      ['en', 'No posts'],
    ] as const) {
      const response = await page.goto(`${emptyStack.webUrl}/${lang}`);
      expect(response?.status()).toBe(200);
      await enterSite(page, lang);
      await expect(page.getByText(empty, { exact: true })).toBeVisible();
      await expect(carousel(page, lang)).toHaveCount(0);
    }
  });
});
