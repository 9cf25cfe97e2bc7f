/**
 * Mozilla's HTTP Observatory, reproduced (observatory.ts): its ten scored tests over every kind
 * of answer of the site as it runs behind the production recipe's HTTPS (SITE_URL https) — the
 * pages (home, board, gallery, blog, post, forms), the API, media, Next's files, redirects and
 * error answers — each scored the Observatory's way, and each A+ (100 or more) with no
 * 'unsafe-inline' in any script policy. The README's security part gives the score.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { APIResponse } from '@playwright/test';
import { panelPosts, postPath } from './content';
import { expect, test } from './fixtures';
import { observe, type ScannedAnswer, type SiteFacts } from './observatory';
import { REPO_ROOT } from './stack';

const SITE = 'https://vitrine.example';
/** The Origin the Observatory sends in its CORS test. */
const OTHER_ORIGIN = 'https://http-observatory.security.mozilla.org';

test.use({ ownStackOptions: { demo: 'small', webEnv: { SITE_URL: SITE } } });

const scanned = async (pathname: string, answer: APIResponse): Promise<ScannedAnswer> => {
  const headers = answer.headersArray();
  const html = /text\/html/.test(answer.headers()['content-type'] ?? '') ? await answer.text() : undefined;
  return { url: new URL(pathname, SITE).href, headers, html };
};

test('every kind of answer scores A+ on the HTTP Observatory’s tests, with no inline script allowed', async ({ request, ownStack }) => {
  test.slow(); // a stack of its own, and every page rendered once
  const site = ownStack.webUrl;
  const get = (pathname: string, options: { redirects?: boolean } = {}) =>
    request.get(`${site}${pathname}`, { headers: { Origin: OTHER_ORIGIN }, maxRedirects: options.redirects === false ? 0 : 20 });

  // Site-wide: http leads to https on the same host (the recipe's nginx), and no Flash or
  // Silverlight cross-domain policy opens the site to every origin.
  const recipe = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx.conf'), 'utf8');
  const facts: SiteFacts = {
    redirectsToHttps: /\n\s*if \(\$scheme = http\) \{ return 301 https:\/\/\$host\$request_uri; \}/.test(recipe),
    crossDomainFilesOpen: false,
  };
  for (const file of ['/crossdomain.xml', '/clientaccesspolicy.xml']) {
    const answer = await get(file);
    facts.crossDomainFilesOpen ||= answer.status() === 200 && /domain="\*"|uri="\*"|<domain uri="\*"/.test(await answer.text());
  }

  const home = await (await get('/pt')).text();
  const board = await (await get('/pt/talents/mulheres')).text();
  const gallery = /href="(\/pt\/modelo\/\d+\/[^"]+)"/.exec(board)?.[1];
  const image = /\/_next\/image\?url=[^"'\s]+/.exec(home)?.[0]?.replace(/&amp;/g, '&') ?? '';
  const media = /\/media\/[^"'\s?&]+/.exec(decodeURIComponent(image))?.[0];
  const chunk = /\/_next\/static\/[^"']+\.js/.exec(home)?.[0];
  const [post] = await panelPosts(ownStack, 'blog', 'pt');
  expect(gallery && media && chunk && post, 'a gallery, a media file, a script and a post to scan').toBeTruthy();

  const answers: [string, string, number, { redirects?: boolean }?][] = [
    ['home', '/pt', 200],
    ['home (en)', '/en', 200],
    ['board', '/pt/talents/mulheres', 200],
    ['gallery', gallery!, 200],
    ['blog', '/pt/blog', 200],
    ['post', postPath(post!, 'pt'), 200],
    ['application form', '/pt/seja-modelo', 200],
    ['contact form', '/pt/contato', 200],
    ['e-casting', '/en/e-casting', 200],
    ['API answer', '/api/talents/search?q=a', 200],
    ['media file', media!, 200],
    ['script file', chunk!, 200],
    ['redirect (reading B)', '/pt/about', 308, { redirects: false }],
    ['redirect (a talent under another name)', gallery!.replace(/\/[^/]+$/, '/outro-nome'), 308, { redirects: false }],
    ['404 page', '/pt/no-such-page', 404],
    ['404 of an unsupported language', '/fr/talents', 404],
    ['unknown API address', '/api/no-such-thing', 404],
    ['bad request', '/pt/talents/%zz', 400],
  ];
  const report: string[] = [];
  for (const [kind, pathname, status, options] of answers) {
    const answer = await get(pathname, options);
    expect(answer.status(), kind).toBe(status);
    const scan = observe(await scanned(pathname, answer), facts, OTHER_ORIGIN);
    report.push(`${kind} ${pathname}: ${scan.score} ${scan.grade} — ${scan.verdicts.map((v) => `${v.test} ${v.modifier >= 0 ? '+' : ''}${v.modifier}`).join(', ')}`);
    for (const verdict of scan.verdicts) expect(verdict.pass, `${kind}: ${verdict.test} → ${verdict.result}`).toBe(true);
    expect(scan.score, `${kind}: ${scan.verdicts.map((v) => `${v.result} ${v.modifier}`).join(', ')}`).toBeGreaterThanOrEqual(100);
    expect(scan.grade, kind).toBe('A+');
    // No policy of the answer lets an inline script run ('unsafe-inline' without a hash or nonce).
    for (const sources of scan.scriptSources) expect(sources, kind).not.toContain("'unsafe-inline'");
    expect(answer.headers()['access-control-allow-origin'], kind).toBeUndefined();
    expect(answer.headers()['set-cookie'], kind).toBeUndefined();

    const headers = answer.headers();
    // HSTS: a year at least, with the subdomains (the Observatory asks six months).
    const maxAge = Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0);
    expect(maxAge, kind).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['strict-transport-security'], kind).toMatch(/includeSubDomains/);
    expect(headers['cross-origin-resource-policy'], kind).toBe('same-origin');
    if (status === 200 && /text\/html/.test(headers['content-type'] ?? '')) {
      // Pages: their scripts by hash only, and a window of their own.
      expect(scan.scriptSources.some((sources) => sources.some((source) => source.startsWith("'sha256-"))), kind).toBe(true);
      expect(headers['cross-origin-opener-policy'], kind).toBe('same-origin');
    }
  }
  await test.info().attach('observatory', { body: report.join('\n'), contentType: 'text/plain' });
  console.log(`HTTP Observatory, reproduced:\n${report.join('\n')}`);
});

test('the Observatory’s scoring: penalties first, bonuses only from 90 up', () => {
  // The site's pages without HTTPS and without their script policy: what the score would be.
  const page: ScannedAnswer = {
    url: 'http://plain.example/pt',
    headers: [
      { name: 'Content-Security-Policy', value: "style-src 'self' 'unsafe-inline'; object-src 'none'; frame-ancestors 'none'" },
      { name: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
      { name: 'X-Content-Type-Options', value: 'nosniff' },
      { name: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    ],
    html: '<html><script src="/_next/static/a.js"></script></html>',
  };
  const plain = observe(page, { redirectsToHttps: false, crossDomainFilesOpen: false }, OTHER_ORIGIN);
  // CSP with scripts unrestricted −20, no HTTPS for HSTS −20, no redirection −20: 40, no bonus.
  expect(plain.score).toBe(40);
  expect(plain.grade).toBe('D+');
  const withScripts = observe(
    {
      ...page,
      url: 'https://plain.example/pt',
      headers: [...page.headers, { name: 'Content-Security-Policy', value: "script-src 'self' 'sha256-abc' 'unsafe-inline'" }, { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
    },
    { redirectsToHttps: true, crossDomainFilesOpen: false },
    OTHER_ORIGIN,
  );
  // 'unsafe-inline' beside a hash is ignored by browsers; style-src's costs nothing; referrer +5,
  // frame-ancestors +5, CORP +10.
  expect(withScripts.score).toBe(120);
  expect(withScripts.grade).toBe('A+');
  // A script from another origin without integrity.
  const external = observe({ ...page, url: 'https://plain.example/pt', html: '<script src="https://cdn.example/x.js"></script>' }, { redirectsToHttps: true, crossDomainFilesOpen: false }, OTHER_ORIGIN);
  expect(external.verdicts.find((v) => v.test === 'subresource-integrity')?.modifier).toBe(-5);
});
