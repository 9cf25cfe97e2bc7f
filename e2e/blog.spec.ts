/** Blog and campaign lists and the post page (SPEC §2.12, §8). */
import { longDate, panelPosts, pathOf, postPath, type PanelPost } from './content';
import { expect, test } from './fixtures';

const SUFFIX = ' | Vitrine';

test.describe('lists', () => {
  const LISTS = [
    { path: '/pt/blog', type: 'blog', lang: 'pt', heading: 'BLOG', title: 'Blog', date: '20 de Maio', more: 'Leia mais' },
    { path: '/en/blog', type: 'blog', lang: 'en', heading: 'BLOG', title: 'Blog', date: 'May 20', more: 'Read more' },
    { path: '/pt/campanhas', type: 'campaign', lang: 'pt', heading: 'CAMPANHAS', title: 'Campanhas', date: '20 de Maio', more: 'Leia mais' },
    { path: '/en/campanhas', type: 'campaign', lang: 'en', heading: 'CAMPAIGNS', title: 'Campaigns', date: 'May 20', more: 'Read more' },
  ] as const;

  for (const list of LISTS) {
    test(`${list.path}: heading ${list.heading}, cards with the fixed date and '${list.more}'`, async ({ page, stack }) => {
      const posts = await panelPosts(stack, list.type, list.lang);
      expect(posts.length).toBeGreaterThan(0);
      const response = await page.goto(list.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: list.heading, exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`${list.title}${SUFFIX}`);

      const main = page.getByRole('main');
      const cards = main.getByRole('article');
      await expect(cards).toHaveCount(posts.length);
      for (const [i, post] of posts.entries()) {
        const card = cards.nth(i);
        await expect(card.getByRole('heading', { level: 2, name: post.title, exact: true })).toBeVisible();
        await expect(card.getByText(list.date, { exact: true })).toBeVisible();
        if (post.description) await expect(card.getByText(post.description)).toBeVisible();
        await expect(card.getByRole('link', { name: new RegExp(`^${list.more}`) })).toHaveAttribute('href', postPath(post, list.lang));
      }
    });
  }

  test("the first card's picture, the list's largest paint, is preloaded at high priority; no other card's is high", async ({ request, stack }) => {
    const posts = await panelPosts(stack, 'blog', 'pt');
    const [first] = posts;
    expect(first?.thumbnail).toBeTruthy();
    const html = await (await request.get('/pt/blog')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const imagePreloads = [...head.matchAll(/<link [^>]*>/g)]
      .map((m) => m[0])
      .filter((link) => link.includes('rel="preload"') && link.includes('as="image"'));
    // The optimiser's addresses carry the picture's path as their `url` parameter.
    const asParam = (thumbnail: string) => encodeURIComponent(pathOf(thumbnail));
    const firstPath = asParam(first!.thumbnail!);
    const ofFirst = imagePreloads.filter((link) => link.includes(firstPath));
    expect(ofFirst).toHaveLength(1);
    expect(ofFirst[0]!.toLowerCase()).toContain('fetchpriority="high"');
    for (const post of posts.slice(1)) {
      if (!post.thumbnail || asParam(post.thumbnail) === firstPath) continue;
      for (const link of imagePreloads.filter((l) => l.includes(asParam(post.thumbnail!)))) expect(link.toLowerCase()).not.toContain('fetchpriority="high"');
    }
    const main = html.slice(html.indexOf('<main'));
    const firstImg = /<img[^>]*>/.exec(main)?.[0] ?? '';
    expect(firstImg).toContain(firstPath);
    expect(firstImg.toLowerCase()).toContain('fetchpriority="high"');
    expect(firstImg).toContain('loading="eager"');
  });

  test("a card's 'Leia mais' opens the post", async ({ page, stack }) => {
    const [post] = await panelPosts(stack, 'campaign', 'pt');
    await page.goto('/pt/campanhas');
    await page.getByRole('link', { name: `Leia mais: ${post!.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${postPath(post!, 'pt')}$`));
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  });

  test("'Sem Posts' / 'No posts' when the panel has none", async ({ page, emptyStack }) => {
    for (const [path, text] of [
      ['/pt/blog', 'Sem Posts'],
      ['/en/blog', 'No posts'],
      ['/pt/campanhas', 'Sem Posts'],
      ['/en/campanhas', 'No posts'],
    ] as const) {
      await page.goto(`${emptyStack.webUrl}${path}`);
      await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
      await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    }
  });
});

test.describe('post page', () => {
  let ptPosts: PanelPost[] = [];
  let enPosts: PanelPost[] = [];
  test.beforeAll(async ({ stack }) => {
    ptPosts = await panelPosts(stack, 'blog', 'pt');
    enPosts = await panelPosts(stack, 'blog', 'en');
  });
  const plain = () => ptPosts.find((p) => !p.slug.includes('http') && p.cover && !p.cover.endsWith('.mp4'))!;

  test('shows title, long date, cover, content and Voltar to /', async ({ page }) => {
    const post = plain();
    const response = await page.goto(postPath(post, 'pt'));
    expect(response?.status()).toBe(200);
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    await expect(article.getByText(longDate(post.created_at, 'pt'), { exact: true })).toBeVisible();
    expect(longDate(post.created_at, 'pt')).toMatch(/^\d{1,2} de [a-zç]+ de \d{4}$/);
    const cover = article.locator('figure img').first();
    await expect(cover).toBeVisible();
    expect(decodeURIComponent((await cover.getAttribute('src')) ?? '')).toContain(pathOf(post.cover!));
    await expect(page).toHaveTitle(`${post.title}${SUFFIX}`);
    // SPEC §2.12: 'Voltar' to '/' (pt home's address, from the routing table).
    await expect(article.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/');
  });

  test('in en: the English long date and Back to /en', async ({ page }) => {
    const post = enPosts.find((p) => !p.slug.includes('http'))!;
    await page.goto(postPath(post, 'en'));
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByText(longDate(post.created_at, 'en'), { exact: true })).toBeVisible();
    await article.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the content is sanitised: no script, no handler, no javascript: link', async ({ page }) => {
    const unsafe = ptPosts.find((p) => /<script|onerror|javascript:/i.test(p.content));
    expect(unsafe, 'the demo data has a post with unsafe HTML').toBeDefined();
    let dialog = false;
    page.on('dialog', (d) => {
      dialog = true;
      void d.dismiss();
    });
    await page.goto(postPath(unsafe!, 'pt'));
    const article = page.getByRole('main').getByRole('article');
    await expect(article.getByRole('heading', { level: 1, name: unsafe!.title })).toBeVisible();
    expect(await article.locator('script, iframe:not([src*="youtube"]):not([src*="vimeo"]), [onerror], [onload], [onclick]').count()).toBe(0);
    expect(await article.locator('a[href^="javascript:" i]').count()).toBe(0);
    // The content's own images stay, full width of the text column (SPEC §2.12).
    const widths = await article.evaluate((el) => {
      const cover = el.querySelector('figure');
      return [...el.querySelectorAll('img')]
        .filter((img) => !cover?.contains(img))
        .map((img) => [img.getBoundingClientRect().width, img.parentElement!.getBoundingClientRect().width] as const);
    });
    expect(widths.length).toBeGreaterThan(0);
    for (const [width, column] of widths) expect(Math.abs(width - column)).toBeLessThan(1);
    // page.goto waited for the load event: inline scripts and the images' error handlers have
    // had their turn by then.
    expect(dialog).toBe(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2 });

    test("a content image loads a copy of the width it shows, not the editor's file", async ({ page }) => {
      const post = ptPosts.find((p) => !p.slug.includes('http') && /<img[^>]*\swidth="\d+"[^>]*\sheight="\d+"/.test(p.content) && !/<script|onerror/i.test(p.content));
      expect(post, 'the demo data has a post with a sized image in its content').toBeDefined();
      const original = /<img[^>]*\ssrc="([^"]+)"/.exec(post!.content)![1]!;
      await page.goto(postPath(post!, 'pt'));
      // The content's image has the post's title as its text; the cover's is decorative.
      const image = page.getByRole('main').getByRole('article').getByRole('img', { name: post!.title });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBeGreaterThan(0);
      const shown = await image.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.getBoundingClientRect().width, natural: img.naturalWidth }));
      // 335 CSS px at 2× want 670 px: the optimiser's 828 px copy, from the editor's file.
      expect(shown.src).toMatch(/\/_next\/image\?url=[^&]+&w=828&q=75$/);
      expect(decodeURIComponent(new URL(shown.src).searchParams.get('url') ?? '')).toBe(pathOf(original));
      expect(shown.width).toBeCloseTo(335, 0);
      expect(shown.natural).toBeLessThanOrEqual(828);
    });
  });

  test('a post with an .mp4 cover shows a muted inline video', async ({ page }) => {
    const post = ptPosts.find((p) => p.cover?.endsWith('.mp4'));
    expect(post, 'the demo data has a post with a video cover').toBeDefined();
    await page.goto(postPath(post!, 'pt'));
    const video = page.getByRole('main').getByRole('article').locator('figure video');
    await expect(video).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.playsInline, v.loop])).toEqual([true, true, true]);
    expect(pathOf((await video.getAttribute('src')) ?? '')).toBe(pathOf(post!.cover!));
  });

  test('without JavaScript a video cover has the browser’s own controls, not a button that cannot play it', async ({ browser, baseURL }) => {
    const post = ptPosts.find((p) => p.cover?.endsWith('.mp4'))!;
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(postPath(post, 'pt'));
      const figure = page.getByRole('main').getByRole('article').locator('figure');
      await expect(figure.locator('video')).toBeVisible();
      await expect(figure.getByRole('button', { name: /^(Reproduzir|Pausar) vídeo$/ })).toBeHidden();
    } finally {
      await context.close();
    }
  });

  test('a post with no English version on the English site: its own words are marked Portuguese, the page’s words English', async ({ page }) => {
    const post = ptPosts.find((p) => !p.slug.includes('http') && !p.batchItems.some((item) => item.language === 'en'));
    expect(post, 'the demo data has a post only in Portuguese').toBeDefined();
    await page.goto(postPath(post!, 'en'));
    const article = page.getByRole('main').getByRole('article');
    const langOf = (locator: ReturnType<typeof page.locator>) => locator.evaluate((el) => el.closest('[lang]')?.getAttribute('lang'));
    await expect(article.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
    expect(await langOf(article.getByRole('heading', { level: 1 }))).toBe('pt');
    expect(await langOf(article.getByRole('link', { name: 'Back' }))).toBe('en');
    expect(await langOf(article.locator('time'))).toBe('en');
    // Its structured data names the address its canonical link does: the Portuguese post's.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { url: string };
    expect(data.url).toBe(canonical);
  });

  test('/blog/{slug} without a locale is the post in pt', async ({ page }) => {
    const post = plain();
    const response = await page.goto(`/blog/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  });

  test('a post opened by the other version’s slug shows its translation at the translation’s own address', async ({ page }) => {
    const pt = plain();
    const enItem = pt.batchItems.find((b) => b.language === 'en')!;
    const en = enPosts.find((p) => p.id === enItem.id)!;
    expect(en.slug).not.toBe(pt.slug);
    await page.goto(`/en/blog/${pt.slug}`);
    await expect(page).toHaveURL(new RegExp(`/en/blog/${en.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await expect(page.getByText(longDate(en.created_at, 'en'), { exact: true })).toBeVisible();

    await page.goto(`/pt/blog/${en.slug}`);
    await expect(page).toHaveURL(new RegExp(`/blog/${pt.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: pt.title })).toBeVisible();

    // The locale switch leads to the other version's own address.
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(new RegExp(`/en/blog/${en.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    await page.getByRole('link', { name: /Português/ }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${pt.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: pt.title })).toBeVisible();
  });

  test('a post whose slug is a URL on the site links to, and opens at, its path', async ({ page, baseURL }) => {
    const post = ptPosts.find((p) => p.slug.includes('http'));
    expect(post, 'the demo data has a post with a URL slug').toBeDefined();
    expect(new URL(post!.slug).host).toBe(new URL(baseURL!).host);
    await page.goto('/pt/blog');
    const link = page.getByRole('link', { name: `Leia mais: ${post!.title}` });
    await expect(link).toHaveAttribute('href', pathOf(post!.slug));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(post!.slug)}$`));
    await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible();
  });

  test('/{lang}/post/{id} leads permanently, in one step, to the post in the page’s language', async ({ request }) => {
    const post = ptPosts.find((p) => !p.slug.includes('http') && p.batchItems.some((item) => item.language === 'en'))!;
    const translation = enPosts.find((p) => p.id === post.batchItems.find((item) => item.language === 'en')!.id)!;
    for (const [lang, shown] of [['pt', post], ['en', translation]] as const) {
      const response = await request.get(`/${lang}/post/${post.id}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(pathOf(response.headers().location!)).toBe(postPath(shown, lang));
      expect((await request.get(response.headers().location!, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  for (const [lang, message] of [
    ['en', 'Unable to fetch Website Information'],
    ['pt', 'Não foi possível carregar as informações do site'],
  ] as const) {
    test(`an unknown slug is a 404 '${message}'`, async ({ page }) => {
      const response = await page.goto(`/${lang}/blog/no-such-post-here`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: message })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: lang === 'pt' ? 'Voltar para a página inicial' : 'Back to the home page' })).toHaveAttribute('href', lang === 'pt' ? '/' : '/en');
    });
  }

  test('an unknown post id is the same 404, with its title', async ({ page }) => {
    const response = await page.goto('/en/post/999999');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Unable to fetch Website Information' })).toBeVisible();
    await expect(page).toHaveTitle('Unable to fetch Website Information | Vitrine');
  });

  test('an unknown post id is the 404 in its language in the server’s HTML, also without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, lang, text] of [
        ['/pt/post/999998', 'pt', 'Não foi possível carregar as informações do site'],
        ['/en/post/abc', 'en', 'Unable to fetch Website Information'],
      ] as const) {
        expect((await page.goto(path))?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });
});
