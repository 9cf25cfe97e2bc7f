/** Routes and locales (SPEC §2.1–2.3): reading A renders, reading B lands on reading A with a
 * 308, unsupported locales and unknown pages are 404s; titles, canonical URLs, sitemap, robots. */
import { gallerySlug, isShownOnSite, listTalents, type ListedTalent } from './api';
import { panelPosts, postPath } from './content';
import { expect, test } from './fixtures';

const SUFFIX = ' | Vitrine';

const pathAndQuery = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return parsed.pathname + parsed.search;
};

/** Reading-A pages: path without the locale, h1 and title per locale. */
const PAGES: { path: string; heading: Record<'pt' | 'en', string | RegExp>; title: Record<'pt' | 'en', string> }[] = [
  { path: '/talents', heading: { pt: 'Talentos', en: 'Talents' }, title: { pt: 'Talentos', en: 'Talents' } },
  { path: '/talents/mulheres', heading: { pt: 'Feminino', en: 'Women' }, title: { pt: 'Feminino', en: 'Women' } },
  { path: '/talents/homens', heading: { pt: 'Masculino', en: 'Men' }, title: { pt: 'Masculino', en: 'Men' } },
  {
    path: '/talents/internacional',
    heading: { pt: 'Internacional', en: 'International' },
    title: { pt: 'Internacional', en: 'International' },
  },
  { path: '/talents/newfaces', heading: { pt: 'New Faces', en: 'New Faces' }, title: { pt: 'New Faces', en: 'New Faces' } },
  {
    path: '/talents/development',
    heading: { pt: 'Development', en: 'Development' },
    title: { pt: 'Development', en: 'Development' },
  },
  { path: '/contato', heading: { pt: 'Contato', en: 'Contact' }, title: { pt: 'Contato', en: 'Contact' } },
  { path: '/seja-modelo', heading: { pt: 'Seja Modelo', en: 'Be a Model' }, title: { pt: 'Seja Modelo', en: 'Be a Model' } },
  {
    path: '/buscar',
    heading: { pt: 'Buscar talentos', en: 'Talent Search' },
    title: { pt: 'Talent Search', en: 'Talent Search' },
  },
  {
    path: '/modelos/ana',
    heading: { pt: /Modelos com “ana”/, en: /Talents matching “ana”/ },
    title: { pt: 'Busca: ana', en: 'Search: ana' },
  },
];

test.describe('reading-A routes', () => {
  for (const lang of ['pt', 'en'] as const) {
    for (const { path, heading, title } of PAGES) {
      test(`/${lang}${path} answers 200 with its heading and title`, async ({ page }) => {
        const response = await page.goto(`/${lang}${path}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1, name: heading[lang] })).toBeVisible();
        await expect(page).toHaveTitle(`${title[lang]}${SUFFIX}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
      });
    }
  }

  test('/en/search renders the search page at its English address', async ({ page }) => {
    const response = await page.goto('/en/search');
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/en/search');
    await expect(page.getByRole('heading', { level: 1, name: 'Talent Search' })).toBeVisible();
    await expect(page.getByText('Enter a name in the field above to display the results')).toBeVisible();
  });

  test('/ is the home page in pt', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page).toHaveTitle('Vitrine');
  });
});

test.describe('talent page', () => {
  let talent: ListedTalent;
  test.beforeAll(async ({ stack }) => {
    talent = (await listTalents(stack, 'pt')).find(isShownOnSite)!;
  });

  test('/pt/modelo/{id}/{name} and /en/model/{id}/{name} show the talent’s name', async ({ page }) => {
    const name = gallerySlug(talent.name);
    for (const path of [`/pt/modelo/${talent.id}/${name}`, `/en/model/${talent.id}/${name}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible();
      await expect(page).toHaveTitle(`${talent.name}${SUFFIX}`);
    }
    // The canonical address uses the locale's word and the slugified name.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/en/model/${talent.id}/${name}$`));
  });

  test('a talent under another name is a permanent redirect to its own, with the query', async ({ page, request }) => {
    const name = gallerySlug(talent.name);
    const cases: [string, string][] = [
      [`/pt/modelo/${talent.id}/x`, `/pt/modelo/${talent.id}/${name}`],
      [`/en/model/${talent.id}/x?utm_source=news&a=1`, `/en/model/${talent.id}/${name}?utm_source=news&a=1`],
      // Either word in either locale (SPEC §2.1): the locale's word is canonical.
      [`/en/modelo/${talent.id}/${name}-old`, `/en/model/${talent.id}/${name}`],
      // A query longer than any redirect of the site carries is left out.
      [`/pt/modelo/${talent.id}/y?q=${'b'.repeat(600)}`, `/pt/modelo/${talent.id}/${name}`],
    ];
    for (const [from, to] of cases) {
      // Twice: rendered, then served from the cache (a redirect never makes the page dynamic).
      for (const round of [1, 2]) {
        const answer = await request.get(from, { maxRedirects: 0 });
        expect(answer.status(), `${from} (${round})`).toBe(308);
        expect(pathAndQuery(answer.headers().location!), `${from} (${round})`).toBe(to);
      }
    }
    await expect.poll(async () => (await request.get(`/pt/modelo/${talent.id}/x`, { maxRedirects: 0 })).headers()['x-nextjs-cache']).toBe('HIT');
    // The canonical page itself stays cached, and the browser lands on it.
    await expect.poll(async () => (await request.get(`/pt/modelo/${talent.id}/${name}`)).headers()['x-nextjs-cache']).toBe('HIT');
    const response = await page.goto(`/pt/modelo/${talent.id}/outro-nome?ref=x`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/pt/modelo/${talent.id}/${name}\\?ref=x$`));
    await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible();
  });

  test('a name links to the talent page', async ({ page }) => {
    await page.goto('/pt/talents/mulheres');
    const link = page.getByRole('main').locator('a[href*="/modelo/"]').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/pt\/modelo\/\d+\/[a-z0-9-]+$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('reading-B routes land on reading A (308)', () => {
  // [from, to, h1 of the target] — the about page's heading is not checked (null).
  const CASES: [string, string, string | null][] = [
    ['/en/about', '/en/sobre-nos', null],
    ['/pt/quem-somos', '/pt/sobre-nos', null],
    ['/en/models/women/all', '/en/talents/mulheres', 'Women'],
    ['/en/models/women/sao-paulo', '/en/talents/mulheres?office=sao-paulo', 'Women'],
    ['/en/models/women/porto-alegre', '/en/talents/mulheres?office=porto-alegre', 'Women'],
    ['/en/models/men/all', '/en/talents/homens', 'Men'],
    ['/en/models/men/sao-paulo', '/en/talents/homens?office=sao-paulo', 'Men'],
    ['/en/models/men/porto-alegre', '/en/talents/homens?office=porto-alegre', 'Men'],
    ['/pt/modelos/mulheres/todas', '/pt/talents/mulheres', 'Feminino'],
    ['/pt/modelos/mulheres/sao-paulo', '/pt/talents/mulheres?office=sao-paulo', 'Feminino'],
    ['/pt/modelos/homens/todos', '/pt/talents/homens', 'Masculino'],
    ['/pt/modelos/homens/porto-alegre', '/pt/talents/homens?office=porto-alegre', 'Masculino'],
    ['/en/model', '/en/talents', 'Talents'],
    ['/pt/modelo', '/pt/talents', 'Talentos'],
    ['/en/contact', '/en/contato', 'Contact'],
    ['/en/be-a-model', '/en/seja-modelo', 'Be a Model'],
  ];

  for (const [from, to, heading] of CASES) {
    test(`${from} → ${to}`, async ({ page, request, baseURL }) => {
      const answer = await request.get(from, { maxRedirects: 0 });
      expect(answer.status()).toBe(308);
      expect(pathAndQuery(answer.headers().location!)).toBe(to);

      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(pathAndQuery(page.url())).toBe(to);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      await expect(page.locator('html')).toHaveAttribute('lang', to.slice(1, 3));
      if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('a redirect keeps the query', async ({ request }) => {
    const answer = await request.get('/en/contact?ref=mail', { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(answer.headers().location).toMatch(/\/en\/contato\?ref=mail$/);
  });

  test('a redirect never names the Host header’s site', async ({ request, baseURL }) => {
    for (const host of ['evil.example', 'evil.example:8080']) {
      const answer = await request.get('/en/about', { maxRedirects: 0, headers: { host, 'x-forwarded-host': host } });
      expect(answer.status()).toBe(308);
      // On the configured site (SITE_URL; Next makes it relative when it is the server's own
      // origin), never the Host header's.
      expect(answer.headers().location).not.toContain('evil');
      expect(new URL(answer.headers().location!, baseURL).href).toBe(`${baseURL}/en/sobre-nos`);
      // The name search sent without JavaScript, and a board's non-canonical filter query: on
      // the configured site (SITE_URL) too.
      for (const [from, status, to] of [
        ['/pt/modelos?q=ana', 303, '/pt/modelos/ana'],
        ['/en/talents/mulheres?stray=1&letter=m', 307, '/en/talents/mulheres?letter=m'],
      ] as const) {
        const other = await request.get(from, { maxRedirects: 0, headers: { host, 'x-forwarded-host': host } });
        expect(other.status(), from).toBe(status);
        expect(other.headers().location, from).not.toContain('evil');
        expect(new URL(other.headers().location!, baseURL).href, from).toBe(`${baseURL}${to}`);
      }
    }
  });
});

test.describe('a locale in other letters', () => {
  test('/PT, /En/… lead permanently to the same page in the locale as the site writes it', async ({ page, request }) => {
    for (const [path, target] of [
      ['/PT', '/pt'],
      ['/En/contato?from=card', '/en/contato?from=card'],
      ['/pT/talents/mulheres', '/pt/talents/mulheres'],
    ]) {
      const answer = await request.get(path!, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(308);
      expect(answer.headers()['location'], path).toBe(target);
    }
    await page.goto('/En/contato');
    await expect(page).toHaveURL(/\/en\/contato$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('404 (SPEC §2.3, §8)', () => {
  const CASES: [string, RegExp | string, string][] = [
    // No supported locale: the fallback's (pt) 404 (SPEC §2.3).
    ['/fr/talents', 'Esta página não pôde ser encontrada.', 'Voltar para a página inicial'],
    ['/talents', 'Esta página não pôde ser encontrada.', 'Voltar para a página inicial'],
    ['/xyz', 'Esta página não pôde ser encontrada.', 'Voltar para a página inicial'],
    ['/pt/nope', 'Esta página não pôde ser encontrada.', 'Voltar para a página inicial'],
    ['/en/nope/deeper', 'This page could not be found.', 'Back to the home page'],
    ['/pt/talents/unknown-category', 'Esta página não pôde ser encontrada.', 'Voltar para a página inicial'],
    ['/en/talents/unknown-category', 'This page could not be found.', 'Back to the home page'],
    ['/pt/modelo/999999999/ninguem', 'Esta página não pôde ser encontrada.', 'Voltar para a página inicial'],
  ];
  for (const [path, message, home] of CASES) {
    test(`${path} is a 404 with the message and a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      // The message and the page's language are in the server's HTML, not only drawn by the browser.
      const lang = home.startsWith('Voltar') ? 'pt' : 'en';
      const html = (await response?.text()) ?? '';
      expect(html).toContain(typeof message === 'string' ? message : '');
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      await expect(page.getByText(message)).toBeVisible();
      // Still once the scripts have run (Next's client renders the not-found again).
      await page.waitForLoadState('load');
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByText(message)).toBeVisible();
      const link = page.getByRole('link', { name: home });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(/\/(pt|en)?$/);
    });
  }

  test("an unknown address's 404 offers the other language's home, whoever asked first", async ({ page, request }) => {
    // Every address of an unsupported language is one cached page: nothing it shows may name
    // another visitor's address (Next's own data for the router, in its scripts, keeps the
    // address of the render that filled the cache; the router goes by the address bar).
    for (const path of [`/primeiro-${Date.now().toString(36)}`, `/segundo-${Date.now().toString(36)}`, '/pt/nope']) {
      const html = (await (await request.get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
      expect(html, path).toMatch(/<a[^>]*href="\/en"[^>]*lang="en"|<a[^>]*lang="en"[^>]*href="\/en"/);
      expect(html, path).not.toContain('primeiro-');
    }
    await page.goto(`/terceiro-${Date.now().toString(36)}`);
    await expect(page.getByRole('link', { name: /English/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toMatch(/^\/terceiro-/);
    await page.goto('/pt/nope');
    await page.getByRole('link', { name: /English/ }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    for (const [path, message, home] of CASES) {
      test(`${path}: the 404 in its language`, async ({ page }) => {
        expect((await page.goto(path))?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('lang', home.startsWith('Voltar') ? 'pt' : 'en');
        await expect(page.getByText(message)).toBeVisible();
        await expect(page.getByRole('link', { name: home })).toBeVisible();
      });
    }
  });
});

test.describe('SEO', () => {
  test('canonical and alternates are absolute, with x-default to pt', async ({ page, baseURL }) => {
    await page.goto('/en/contato');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/en/contato`);
    await expect(page.locator('link[rel="alternate"][hreflang="pt"]')).toHaveAttribute('href', `${baseURL}/pt/contato`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/en/contato`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}/pt/contato`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', `Contact${SUFFIX}`);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US');
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Vitrine');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/en/contato`);
  });

  test('sitemap.xml lists every page in both locales and the talent pages', async ({ request, baseURL, stack }) => {
    const answer = await request.get('/sitemap.xml');
    expect(answer.status()).toBe(200);
    const xml = await answer.text();
    for (const path of ['/', '/en', '/pt/contato', '/en/contato', '/pt/seja-modelo', '/en/talents/mulheres', '/en/search', '/pt/buscar']) {
      expect(xml, path).toContain(`<loc>${baseURL}${path}</loc>`);
    }
    const talent = (await listTalents(stack, 'pt')).find(isShownOnSite)!;
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/pt/modelo/${talent.id}/[a-z0-9-]+</loc>`));
    expect(xml).toMatch(new RegExp(`<loc>${baseURL}/en/model/${talent.id}/[a-z0-9-]+</loc>`));

    // Each entry names its other language and the fallback, as its page does: a translated post too.
    const entryOf = (loc: string) => xml.split('<url>').find((block) => block.includes(`<loc>${loc}</loc>`)) ?? '';
    const alternate = (lang: string, href: string) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${href}" />`;
    expect(entryOf(`${baseURL}/en/contato`)).toContain(alternate('x-default', `${baseURL}/pt/contato`));
    const post = (await panelPosts(stack, 'blog', 'pt')).find((p) => !p.slug.includes('http') && p.batchItems.some((item) => item.language === 'en'))!;
    const translation = (await panelPosts(stack, 'blog', 'en')).find((p) => p.id === post.batchItems.find((item) => item.language === 'en')!.id)!;
    const [pt, en] = [`${baseURL}${postPath(post, 'pt')}`, `${baseURL}${postPath(translation, 'en')}`];
    for (const loc of [pt, en]) {
      const block = entryOf(loc);
      expect(block, loc).toContain(alternate('pt', pt));
      expect(block, loc).toContain(alternate('en', en));
      expect(block, loc).toContain(alternate('x-default', pt));
    }
  });

  test('robots.txt allows crawling, the galleries’ share images too, and points at the sitemap', async ({ request, baseURL }) => {
    const answer = await request.get('/robots.txt');
    expect(answer.status()).toBe(200);
    const text = await answer.text();
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    // The API is not for crawlers, but the galleries' share images (measurement cards) are.
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Allow: /api/talents/*/card/');
  });

  test('the web app manifest names the agency and has icons', async ({ request }) => {
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    const manifest = (await answer.json()) as { name: string; icons: { src: string; sizes: string }[] };
    expect(manifest.name).toBe('Vitrine');
    expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  });
});
