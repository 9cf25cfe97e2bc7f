import { describe, expect, it } from 'vitest';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { LOCALES, OFFICE_SLUGS, READING_B, readingBTarget } from './i18n/table';
import { boardRoute, nameSearchRedirect } from './lib/talents/board-url';
import { NextRequest } from 'next/server';
import { config, proxy } from './proxy';

/** Next's own compilation of the matcher (as `next build` writes it; exported, not typed) and its
 * runtime test. */
type Compile = (matcher: unknown, nextConfig: unknown) => Parameters<typeof getMiddlewareRouteMatcher>[0];
const { getMiddlewareMatchers } = pageStaticInfo as unknown as { getMiddlewareMatchers: Compile };
const matchers = getMiddlewareMatchers(config.matcher, { basePath: '', i18n: undefined });
const runsProxy = (pathname: string) => getMiddlewareRouteMatcher(matchers)(pathname, {} as never, {});

/** Every address reading B names: each choice of each segment, in each locale. */
function readingBPaths(): string[] {
  const paths: string[] = [];
  for (const lang of LOCALES) {
    for (const { from } of READING_B) {
      let partial = [`/${lang}`];
      for (const choices of from) {
        const words = choices[0] === ':office' ? OFFICE_SLUGS : choices;
        partial = partial.flatMap((p) => words.map((w) => `${p}/${w}`));
      }
      paths.push(...partial);
    }
  }
  return paths;
}

describe('proxy matcher', () => {
  it('runs the proxy on every reading-B address', () => {
    const paths = readingBPaths();
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      expect(readingBTarget(path, new URLSearchParams()), path).not.toBeNull();
      expect(runsProxy(path), path).toBe(true);
    }
  });

  it('runs it on the boards (their filter queries) and the no-JS name search', () => {
    for (const lang of LOCALES) {
      for (const path of [`/${lang}/talents`, `/${lang}/talents/mulheres`, `/${lang}/talents/homens`]) {
        expect(boardRoute(path, '?letter=m'), path).not.toBeNull();
        expect(runsProxy(path), path).toBe(true);
      }
      const search = `/${lang}/modelos`;
      expect(nameSearchRedirect(search, new URLSearchParams('q=ana')), search).not.toBeNull();
      expect(runsProxy(search), search).toBe(true);
    }
  });

  it('leaves out what it has nothing to do for: cached pages, files, images, media, API', () => {
    for (const path of [
      '/', '/pt', '/en', '/blog/verao', '/pt/blog', '/en/blog/verao', '/pt/campanhas', '/pt/modelo/952/agatha-assuncao',
      '/en/model/952/agatha-assuncao', '/pt/sobre-nos', '/pt/contato', '/en/seja-modelo', '/pt/e-casting', '/pt/buscar',
      '/pt/acessibilidade', '/pt/post/3', '/pt/nada-aqui', '/fr/contato', '/_next/static/chunks/a.js', '/_next/image',
      '/media/brand/logo.png', '/api/revalidate', '/api/forms/apply', '/api/forms/contact', '/api/forms/order', '/sitemap.xml',
      '/favicon.ico',
    ]) {
      expect(runsProxy(path), path).toBe(false);
      expect(readingBTarget(path, new URLSearchParams()), path).toBeNull();
    }
  });

  it('sends an old board address with a query to the board in one redirect, its query in order', () => {
    const answer = proxy(new NextRequest('http://localhost:3000/en/models/women/sao-paulo?letter=a'));
    expect(answer.status).toBe(308);
    expect(new URL(answer.headers.get('location')!).pathname + new URL(answer.headers.get('location')!).search).toBe(
      '/en/talents/mulheres?office=sao-paulo&letter=a',
    );
    expect(boardRoute('/en/talents/mulheres', '?office=sao-paulo&letter=a')?.kind).toBe('rewrite');
  });
});
