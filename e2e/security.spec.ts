/** The site's hardened edges (docs/decisions/0010–0012): security headers on every
 * answer, a CSP no page violates, /_next/image and /media locked to the back ends' media, and
 * 4xx answers for bad input. */
import net from 'node:net';
import { panelPosts, postPath } from './content';
import { watchCsp } from './csp';
import { expect, test } from './fixtures';

/** The address of the first talent of a board, as the board links it. */
async function galleryPath(stack: import('./stack').StackInfo): Promise<string> {
  const board = await (await fetch(`${stack.webUrl}/pt/talents/mulheres`)).text();
  const href = /href="(\/pt\/modelo\/\d+\/[^"]+)"/.exec(board)?.[1];
  expect(href, 'the board links a gallery').toBeDefined();
  return href!;
}

/** The directives of every Content-Security-Policy an answer carries (repeated headers, or
 * policies joined by commas), by name. */
async function policies(answer: import('@playwright/test').APIResponse | import('@playwright/test').Response): Promise<Map<string, string[]>[]> {
  return (await answer.headersArray())
    .filter(({ name }) => name.toLowerCase() === 'content-security-policy')
    .flatMap(({ value }) => value.split(','))
    .filter((policy) => policy.trim() !== '')
    .map((policy) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((part) => part[0]).map(([name, ...values]) => [name!, values])));
}

const REQUIRED = ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

test('every kind of answer carries the security headers', async ({ request, stack }) => {
  const home = await request.get('/pt');
  const html = await home.text();
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  const image = /\/_next\/image\?url=[^"'\s]+/.exec(html)?.[0]?.replace(/&amp;/g, '&');
  expect(chunk, 'the home page loads a script').toBeDefined();
  expect(image, 'the home page shows an optimised image').toBeDefined();
  const [post] = await panelPosts(stack, 'blog', 'pt');
  expect(post).toBeDefined();

  const answers: [string, number, Promise<import('@playwright/test').APIResponse>][] = [
    ['page', 200, Promise.resolve(home)],
    ['post', 200, request.get(postPath(post!, 'pt'))],
    ['static file', 200, request.get(chunk!)],
    ['optimised image', 200, request.get(image!)],
    ['media file', 200, request.get(new URL(/\/media\/[^"'\s?&]+/.exec(decodeURIComponent(image!))![0], stack.webUrl).pathname)],
    ['route handler', 200, request.get('/robots.txt')],
    ['API answer', 200, request.get('/api/talents/search?q=a')],
    ['unknown API address', 404, request.get('/api/no-such-thing')],
    ['redirect', 308, request.get('/pt/about', { maxRedirects: 0 })],
    ['404 page', 404, request.get('/pt/no-such-page')],
    ['missing static file', 404, request.get('/_next/static/chunks/no-such-chunk.js')],
    ['bad request', 400, request.get('/pt/talents/%zz')],
  ];
  for (const [kind, status, pending] of answers) {
    const answer = await pending;
    expect(answer.status(), kind).toBe(status);
    const headers = answer.headers();
    for (const name of REQUIRED) expect(headers[name], `${kind}: ${name}`).toBeTruthy();
    expect(headers['x-frame-options'], kind).toBe('DENY');
    expect(headers['x-content-type-options'], kind).toBe('nosniff');
    expect(headers['cross-origin-resource-policy'], kind).toBe('same-origin');
    // Chromium logs "Unrecognized feature" for a feature it does not know.
    expect(headers['permissions-policy'], kind).not.toContain('bluetooth');
    // The test site is served over http: no HSTS (unit tests cover https).
    expect(headers['strict-transport-security'], kind).toBeUndefined();
    const csp = headers['content-security-policy']!;
    // The optimiser's answers carry a CSP of their own that is stricter still (next.config.ts).
    // A redirect is no document: its CSP forbids everything in a few bytes (its headers stay small).
    // An answer that is never a document (the API, media, Next's files, a refused request) lets
    // nothing run or load either.
    const parts =
      kind === 'optimised image' ? ["default-src 'none'", 'sandbox', "object-src 'none'"]
      : ['redirect', 'static file', 'media file', 'API answer', 'unknown API address', 'missing static file', 'bad request'].includes(kind) ? ["default-src 'none'"]
      : ["object-src 'none'", "base-uri 'none'", "form-action 'self'"];
    for (const part of [...parts, "frame-ancestors 'none'"]) expect(csp, kind).toContain(part);
    expect(csp, kind).not.toContain('unsafe-eval');
    expect(csp, kind).not.toContain(new URL(stack.backendUrl).host);
  }
});

test("answers with a visitor's data, and unknown API addresses, are never stored by a cache", async ({ request }) => {
  const unknown = await request.get('/api/no-such-thing/1?lang=en');
  expect(unknown.status()).toBe(404);
  expect(unknown.headers()['cache-control']).toBe('no-store');
  expect(await unknown.json()).toMatchObject({ ok: false, message: 'This address does not exist in the site’s API.' });
  expect((await (await request.post('/api/nada')).json()).message).toBe('Este endereço não existe na API do site.');

  // A form's answer (here its refusal of an empty contact message) carries the visitor's input.
  const refused = await request.post('/api/forms/contact?lang=pt', { multipart: { name: 'Ana' } });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.headers()['cache-control']).toBe('no-store');
});

test.describe('no page violates the CSP', () => {
  const pages: [string, string | ((stack: import('./stack').StackInfo) => Promise<string>)][] = [
    ['home', '/pt'],
    ['home in English', '/en'],
    ['boards', '/pt/talents/mulheres'],
    ['a post', async (stack) => postPath((await panelPosts(stack, 'blog', 'pt'))[0]!, 'pt')],
    ['a gallery', galleryPath],
    ['blog', '/pt/blog'],
    ['about', '/en/sobre-nos'],
    ['contact', '/pt/contato'],
    ['be-a-model', '/pt/seja-modelo'],
    ['e-casting', '/pt/e-casting'],
    ['search', '/pt/buscar?name=a'],
    ['404', '/pt/no-such-page'],
  ];
  for (const [name, path] of pages) {
    test(name, async ({ page, stack }) => {
      const csp = await watchCsp(page);
      const target = typeof path === 'string' ? path : await path(stack);
      const answer = await page.goto(target);
      expect(answer?.headers()['content-security-policy']).toBeTruthy();
      await page.waitForLoadState('networkidle');
      // The page ran: React hydrated it (the skip link or any button works only then).
      await expect(page.locator('body')).toBeVisible();
      expect(await csp.violations()).toEqual([]);
    });
  }
});

test.describe('a strict script policy on cached pages', () => {
  /** What an auditor checks: some policy restricts scripts, none allows any inline script, and
   * the page's own inline scripts are allowed by hash. */
  async function expectStrictScripts(answer: import('@playwright/test').APIResponse | import('@playwright/test').Response, label: string) {
    const all = await policies(answer);
    const scripts = all.filter((policy) => policy.has('script-src') || policy.has('default-src'));
    expect(scripts.length, `${label}: a policy restricts scripts`).toBeGreaterThan(0);
    for (const policy of all) {
      for (const name of ['script-src', 'script-src-elem', 'default-src']) expect(policy.get(name) ?? [], `${label}: ${name}`).not.toContain("'unsafe-inline'");
      expect(policy.get('base-uri') ?? ["'none'"], `${label}: base-uri`).toEqual(["'none'"]);
    }
    expect(scripts.some((policy) => policy.get('script-src')!.some((value) => value.startsWith("'sha256-"))), `${label}: hashes`).toBe(true);
  }

  const pageTypes: [string, string | ((stack: import('./stack').StackInfo) => Promise<string>)][] = [
    ['home', '/pt'],
    ['home in English', '/en'],
    ['a board', '/pt/talents/mulheres'],
    ['a gallery', galleryPath],
    ['the blog', '/pt/blog'],
    ['a post', async (stack) => postPath((await panelPosts(stack, 'blog', 'pt'))[0]!, 'pt')],
    ['about', '/en/sobre-nos'],
    ['contact', '/pt/contato'],
    ['search', '/pt/buscar'],
    ['404', '/pt/no-such-page'],
  ];
  for (const [name, address] of pageTypes) {
    test(`${name}: carries the hashes of its own inline scripts, and they run`, async ({ page, request, stack }) => {
      test.slow(); // three loads of a page
      const path = typeof address === 'string' ? address : await address(stack);
      // Once rendered (the first answer), and from the cache.
      for (const answer of [await request.get(path), await request.get(path)]) await expectStrictScripts(answer, path);
      // A visitor who chose inches: the measurement-unit script (inline, in <head>) marks <html>.
      await page.addInitScript(() => localStorage.setItem('unit', 'imperial'));
      const csp = await watchCsp(page);
      // Every inline script of the HTML has run once it is parsed; images may still be loading.
      const answer = await page.goto(path, { waitUntil: 'domcontentloaded' });
      await expectStrictScripts(answer!, path);
      // (A 404 shows no measurements, and its <html> does not keep the mark: not checked there.)
      if (name !== '404') await expect(page.locator('html')).toHaveAttribute('data-unit', 'imperial');
      // Next's inline payload scripts ran (they fill self.__next_f).
      expect(await page.evaluate(() => Array.isArray((self as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
      expect(await csp.violations()).toEqual([]);
      // The content panel's HTML is marked, so that no script in it would be hashed.
      if (name === 'a post' || name === 'about') await expect(page.locator('[data-foreign-html]')).toHaveCount(1);
    });
  }

  test('the first answer of a page, the one that renders it, carries its policy', async ({ page, request }) => {
    const fresh = `/pt/modelos/zz${Date.now().toString(36)}`;
    const first = await request.get(fresh);
    expect(first.headers()['x-nextjs-cache']).toBe('MISS');
    await expectStrictScripts(first, fresh);
    const csp = await watchCsp(page);
    const second = `/en/nope-${Date.now().toString(36)}`;
    const answer = await page.goto(second);
    expect(answer!.headers()['x-nextjs-cache']).toBe('MISS');
    await expectStrictScripts(answer!, second);
    await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
    expect(await csp.violations()).toEqual([]);
  });

  test('a script that got into a page the site did not write does not run', async ({ page }) => {
    // As a panel text that slipped past the sanitiser would: an inline script inside the served
    // HTML, under the page's own headers.
    await page.route('**/pt/sobre-nos', async (route) => {
      const answer = await route.fetch();
      const html = (await answer.text()).replace('</body>', '<script>window.__injected = true</script><img src="/x" onerror="window.__injected = true"></body>');
      // The site's headers as they came (both policies), for the body as it is now.
      const headers: Record<string, string> = {};
      for (const { name, value } of answer.headersArray()) {
        const key = name.toLowerCase();
        if (key === 'content-encoding' || key === 'content-length') continue;
        headers[key] = headers[key] ? `${headers[key]}, ${value}` : value;
      }
      expect(headers['content-security-policy']).toContain("'sha256-");
      await route.fulfill({ status: answer.status(), headers, body: html });
    });
    const csp = await watchCsp(page);
    await page.goto('/pt/sobre-nos');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(async () => (await csp.violations()).length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});

test.describe('the image optimiser serves only the media of the back ends', () => {
  test('refuses other hosts, ports, paths, query strings, widths and qualities with a 4xx', async ({ request, stack }) => {
    const html = await (await request.get('/pt')).text();
    const image = /\/_next\/image\?url=([^&"]+)&amp;w=(\d+)&amp;q=(\d+)/.exec(html);
    expect(image).not.toBeNull();
    const [, url, width, quality] = image!;
    const ask = (u: string, w = width!, q = quality!) => request.get(`/_next/image?url=${u}&w=${w}&q=${q}`, { headers: { accept: 'image/webp' } });
    expect((await ask(url!)).status()).toBe(200);
    const backend = new URL(stack.backendUrl);
    const refused = [
      // The back end itself, another port on loopback, any https host: not by address.
      encodeURIComponent(`${backend.origin}${decodeURIComponent(url!)}`),
      encodeURIComponent('http://127.0.0.1:1/x.jpg'),
      encodeURIComponent(`http://127.0.0.1:${backend.port}/panel/api/website-texts`),
      encodeURIComponent('https://example.com/a.jpg'),
      // A query string would make a fresh encode and cache file per value.
      encodeURIComponent(`${decodeURIComponent(url!)}?v=1`),
      // Only media paths of the site.
      encodeURIComponent('/pt'),
      encodeURIComponent('/robots.txt'),
    ];
    for (const source of refused) expect((await ask(source)).status(), decodeURIComponent(source)).toBe(400);
    expect((await ask(url!, '333')).status()).toBe(400);
    expect((await ask(url!, width, '42')).status()).toBe(400);
    // A media file that does not exist is a 404, not a 500.
    expect((await ask(encodeURIComponent('/media/no/such-file.jpg'))).status()).toBe(404);
  });

  test('/media answers only GET and HEAD of plain file paths', async ({ request }) => {
    expect((await request.get('/media/no/such-file.jpg')).status()).toBe(404);
    expect((await request.get('/media/..%2F..%2Fpanel%2Fapi%2Fwebsite-texts')).status()).toBe(404);
    expect((await request.get('/media/brand/logo.png?v=3')).status()).toBe(400);
    expect((await request.post('/media/brand/logo.png')).status()).toBe(405);
  });
});

test.describe('bad input is a 4xx with a clear message', () => {
  test('a bad %-encoding in any path segment', async ({ request }) => {
    for (const path of ['/pt/talents/%zz', '/pt/%E0%A4%A', '/%zz', '/en/blog/%', '/media/%zz.jpg', '/_next/static/%zz']) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(400);
    }
    expect(await (await request.get('/en/blog/%zz')).text()).toContain('invalid %-encoding');
    expect(await (await request.get('/pt/blog/%zz')).text()).toContain('codificação % inválida');
  });

  test('TRACE, and methods other than GET and HEAD on static files', async ({ request }) => {
    for (const path of ['/pt', '/en/blog', '/_next/static/chunks/x.js']) {
      const answer = await request.fetch(path, { method: 'TRACE' });
      expect(answer.status(), `TRACE ${path}`).toBe(405);
      expect(answer.headers()['content-security-policy'], `TRACE ${path}`).toBeTruthy();
    }
    expect(await (await request.fetch('/en', { method: 'TRACE' })).text()).toContain('cannot be used with that request method');
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const answer = await request.fetch('/_next/static/chunks/x.js', { method });
      expect(answer.status(), method).toBe(405);
      expect(answer.headers().allow).toBe('GET, HEAD');
    }
    for (const method of ['PUT', 'DELETE', 'PATCH']) expect((await request.fetch('/pt', { method })).status(), method).toBe(405);
  });

  test('a target that is not a path, and a form posted to a page without its length', async ({ stack }) => {
    // What a forward proxy is sent: Next would redirect to that host.
    const absolute = await rawRequest(stack.webUrl, 'GET http://other.example/pt/blog HTTP/1.1\r\n');
    expect(absolute).toMatch(/^HTTP\/1\.1 400 /);
    expect(absolute).not.toMatch(/location: http:\/\/other\.example/i);
    expect(absolute).toContain('caminho deste site');
    // A streamed body: Next would read all of it, then answer a bare 500.
    const streamed = await rawRequest(stack.webUrl, 'POST /en/contato HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n', '5\r\nhello\r\n0\r\n\r\n');
    expect(streamed).toMatch(/^HTTP\/1\.1 411 /);
    expect(streamed).toContain('without its length');
  });
});

/** Sends `head` (request line and headers, without Host) and `body` as they are, on a connection
 * closed after the answer; resolves with all the server answered once it closes the connection
 * (a test that never sees it closed fails on its own timeout). */
function rawRequest(siteUrl: string, head: string, body = ''): Promise<string> {
  const { hostname, port } = new URL(siteUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => {
      socket.write(`${head}Host: ${hostname}:${port}\r\nConnection: close\r\n\r\n${body}`);
    });
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

test.describe('long queries on the routed addresses', () => {
  /** Bytes of an answer's header block as a reverse proxy buffers it (status line, headers). */
  const headerBytes = (answer: import('@playwright/test').APIResponse) =>
    answer.headersArray().reduce((sum, { name, value }) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 'HTTP/1.1 308 Permanent Redirect\r\n'.length + 2);

  test('a redirect carries a query up to 512 characters and its headers stay far below a 4 KB buffer; a longer query is a 414', async ({ request }) => {
    const query = `utm_campaign=${'a'.repeat(495)}`;
    const redirect = await request.get(`/en/about?${query}`, { maxRedirects: 0 });
    expect(redirect.status()).toBe(308);
    expect(redirect.headers().location).toContain(query);
    expect(headerBytes(redirect)).toBeLessThan(2.5 * 1024);

    for (const path of ['/pt/about', '/pt/modelos', '/en/talents', '/pt/talents/mulheres']) {
      const answer = await request.get(`${path}?q=${'b'.repeat(600)}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(414);
      expect(answer.headers().location, path).toBeUndefined();
      expect(answer.headers()['cache-control'], path).toBe('no-store');
    }
    expect(await (await request.get(`/pt/modelos?q=${'b'.repeat(600)}`)).text()).toContain('Endereço longo demais');
    expect(await (await request.get(`/en/talents?letter=${'b'.repeat(600)}`)).text()).toContain('Address too long');
  });
});

test.describe('an https site with a short request timeout', () => {
  test.use({ ownStackOptions: { demo: 'small', webEnv: { SITE_URL: 'https://agency.example', REQUEST_TIMEOUT_MS: '1500' } } });

  test('every answer carries HSTS for a year or more, and a body that does not arrive in time is cut with a 408', async ({ request, ownStack }) => {
    test.slow(); // a stack of its own
    for (const path of ['/pt', '/pt/about', '/pt/no-such-page', '/api/no-such-thing', '/pt/%zz', '/robots.txt']) {
      const hsts = (await request.get(`${ownStack.webUrl}${path}`, { maxRedirects: 0 })).headers()['strict-transport-security'] ?? '';
      expect(hsts, path).toMatch(/^max-age=\d+; includeSubDomains$/);
      expect(Number(/max-age=(\d+)/.exec(hsts)?.[1]), path).toBeGreaterThanOrEqual(365 * 24 * 3600);
    }
    // The connection is closed with a 408 once the timeout is over (whatever the route answered
    // before); without the timeout Node holds such a request for 5 minutes.
    // (The first bytes of a body announced as longer, then nothing more.)
    const head = 'POST /api/forms/apply HTTP/1.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 20000\r\n';
    expect(await rawRequest(ownStack.webUrl, head, 'the first bytes')).toContain('HTTP/1.1 408 Request Timeout');
    // The site still answers.
    expect((await request.get(`${ownStack.webUrl}/pt`)).status()).toBe(200);
  });
});
