import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { stringify } from 'node:querystring';
import { describe, expect, it } from 'vitest';
import { LOCALES as CONTRACT_LOCALES, OFFICES } from '@vitrine/contracts';
// Next.js's own matcher and rule application, as its router applies next.config's rules
// (next/dist/server/lib/router-utils/resolve-routes.js): no copy of them here.
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { prepareDestination } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { modifyRouteRegex } from 'next/dist/lib/redirect-status';
import nextConfig from '../../next.config';
import { getPathname, type Href } from './navigation';
import { DEFAULT_LOCALE, internalPathOf, LOCALES, localeOfPath, OFFICE_SLUGS, nameSearchAction, pagePath, PATHNAMES, readingBTarget, REWRITE_ONLY, unprefixed } from './table';
import { BOARD_QUERY_SEGMENT } from '../lib/talents/query';
import { boardRoute, nameSearchRedirect } from '../lib/talents/board-url';

type Rule = { source: string; destination: string };

const config = await nextConfig;
const rewrites = (await config.rewrites!()) as { beforeFiles: Rule[]; afterFiles: Rule[] };

/** The first rewrite that matches `url`, applied as Next.js applies it: the target path and query. */
function apply(rules: Rule[], url: string): { to: string } | null {
  const parsed = new URL(url, 'http://site.test');
  for (const rule of rules) {
    const match = getPathMatch(rule.source, {
      strict: true,
      removeUnnamedParams: true,
      regexModifier: (regex) => modifyRouteRegex(regex),
    });
    const params = match(parsed.pathname);
    if (!params) continue;
    const { parsedDestination } = prepareDestination({
      appendParamsToQuery: true,
      destination: rule.destination,
      params,
      query: Object.fromEntries(parsed.searchParams),
    });
    const query = stringify(parsedDestination.query as Record<string, string>);
    return { to: parsedDestination.pathname + (query ? `?${query}` : '') };
  }
  return null;
}

/** The proxy's 308 (src/proxy.ts). */
const redirect = (url: string) => {
  const parsed = new URL(url, 'http://site.test');
  const to = readingBTarget(parsed.pathname, parsed.searchParams);
  return to ? { to, status: 308 } : null;
};
/** The page folder a request path renders (beforeFiles rewrites; the rest query of a rewrite
 * is Next's own params, dropped here). */
const rewrite = (url: string) => apply(rewrites.beforeFiles, url)?.to.split('?')[0] ?? null;

describe('reading B (SPEC §2.2): 308 to reading A in the same locale', () => {
  const CASES: [string, string][] = [
    ['/en/about', '/en/sobre-nos'],
    ['/pt/quem-somos', '/pt/sobre-nos'],
    ['/pt/about', '/pt/sobre-nos'],
    ['/en/models/women/all', '/en/talents/mulheres'],
    ['/en/models/women/sao-paulo', '/en/talents/mulheres?office=sao-paulo'],
    ['/en/models/women/porto-alegre', '/en/talents/mulheres?office=porto-alegre'],
    ['/en/models/men/all', '/en/talents/homens'],
    ['/en/models/men/porto-alegre', '/en/talents/homens?office=porto-alegre'],
    ['/pt/modelos/mulheres/todas', '/pt/talents/mulheres'],
    ['/pt/modelos/homens/todos', '/pt/talents/homens'],
    ['/pt/modelos/homens/sao-paulo', '/pt/talents/homens?office=sao-paulo'],
    ['/pt/models/women/all', '/pt/talents/mulheres'],
    ['/en/model', '/en/talents'],
    ['/pt/modelo', '/pt/talents'],
    ['/en/contact', '/en/contato'],
    ['/en/be-a-model', '/en/seja-modelo'],
  ];
  for (const [from, to] of CASES) {
    it(`${from} → ${to}`, () => expect(redirect(from)).toEqual({ to, status: 308 }));
  }

  it('keeps the visitor’s query, the office of the old address winning', () => {
    expect(redirect('/en/contact?ref=mail')).toEqual({ to: '/en/contato?ref=mail', status: 308 });
    expect(redirect('/en/models/women/sao-paulo?office=x&page=2')?.to).toBe('/en/talents/mulheres?office=sao-paulo&page=2');
  });

  it('leaves reading-A addresses alone', () => {
    for (const path of [
      '/',
      '/pt',
      '/en',
      '/pt/modelos/mulheres', // a name search
      '/pt/modelos/women/nowhere', // not an office
      '/pt/modelo/12/ana',
      '/en/model/12/ana',
      '/en/search',
      '/pt/buscar',
      '/en/e-casting',
      '/pt/contato',
      '/en/instagram',
      '/fr/about',
      '/_next/static/x.js',
    ]) {
      expect(redirect(path), path).toBeNull();
    }
  });
});

describe('rewrites: the page folder of each address', () => {
  it('serves the unprefixed pages in pt', () => {
    expect(rewrite('/')).toBe('/pt');
    expect(rewrite('/blog/verao')).toBe('/pt/blog/verao');
    expect(rewrite('/blog')).toBeNull();
  });

  it('renders either locale’s word of a page through its folder', () => {
    expect(rewrite('/en/model/12/ana-silva')).toBe('/en/modelo/12/ana-silva');
    expect(rewrite('/pt/model/12/ana-silva')).toBe('/pt/modelo/12/ana-silva');
    expect(rewrite('/en/search')).toBe('/en/buscar');
    expect(rewrite('/pt/search')).toBe('/pt/buscar');
  });

  it('leaves the folders’ own addresses alone', () => {
    for (const path of ['/pt', '/en/talents', '/pt/buscar', '/pt/modelo/1/a', '/en/modelos/ana', '/en/blog/verao', '/en/search/x']) {
      expect(rewrite(path), path).toBeNull();
    }
  });

  it('sends an unsupported lang to the fallback locale’s (pt) 404, and nothing else', () => {
    const [unsupported] = rewrites.afterFiles;
    for (const path of ['/pt', '/en', '/pt/blog', '/en/talents/mulheres', '/pt/modelo/1/ana']) {
      expect(apply([unsupported!], path), path).toBeNull();
    }
    expect(apply([unsupported!], '/media/x.jpg'), 'the media route').toBeNull();
    expect(apply([unsupported!], '/api/talents/1/card/pt-0.jpg'), 'the site\'s API routes').toBeNull();
    for (const path of ['/fr', '/fr/talents', '/talents', '/ptx/a', '/pt-br/talents']) {
      expect(apply([unsupported!], path)?.to.split('?')[0], path).toBe('/pt/unsupported-lang');
      expect(localeOfPath(path), path).toBeNull();
    }
  });
});

describe('localeOfPath (the proxy’s locale)', () => {
  it('reads the prefix, and pt for the unprefixed pages', () => {
    expect(localeOfPath('/')).toBe('pt');
    expect(localeOfPath('/blog/verao')).toBe('pt');
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/model/1/a')).toBe('en');
    expect(localeOfPath('/pt/nope')).toBe('pt');
    expect(localeOfPath('/blog')).toBeNull();
    expect(localeOfPath('/blog/a/b')).toBeNull();
  });
});

describe('getPathname: every link from the table', () => {
  it('prefixes the locale, except for pt home and pt posts', () => {
    expect(getPathname({ href: '/', locale: 'pt' })).toBe('/');
    expect(getPathname({ href: '/', locale: 'en' })).toBe('/en');
    expect(getPathname({ href: { pathname: '/blog/[slug]', params: { slug: 'verao' } }, locale: 'pt' })).toBe('/blog/verao');
    expect(getPathname({ href: { pathname: '/blog/[slug]', params: { slug: 'verao' } }, locale: 'en' })).toBe('/en/blog/verao');
    expect(getPathname({ href: '/blog', locale: 'pt' })).toBe('/pt/blog');
    expect(getPathname({ href: '/contato', locale: 'en' })).toBe('/en/contato');
  });

  it('uses each locale’s word', () => {
    const talent = { pathname: '/modelo/[id]/[name]', params: { id: 12, name: 'ana' } } as const;
    expect(getPathname({ href: talent, locale: 'en' })).toBe('/en/model/12/ana');
    expect(getPathname({ href: talent, locale: 'pt' })).toBe('/pt/modelo/12/ana');
    expect(getPathname({ href: '/buscar', locale: 'en' })).toBe('/en/search');
    expect(getPathname({ href: '/buscar', locale: 'pt' })).toBe('/pt/buscar');
  });

  it('keeps the query and encodes the params given encoded', () => {
    const href = { pathname: '/talents/[category]', params: { category: 'mulheres' }, query: { office: 'sao-paulo' } } as const;
    expect(getPathname({ href, locale: 'en' })).toBe('/en/talents/mulheres?office=sao-paulo');
    const search = { pathname: '/modelos/[name]', params: { name: encodeURIComponent('Ana Júlia/b') } } as const;
    expect(getPathname({ href: search, locale: 'pt' })).toBe('/pt/modelos/Ana%20J%C3%BAlia%2Fb');
    expect(getPathname({ href: { pathname: '/', query: { a: '1' } }, locale: 'pt' })).toBe('/?a=1');
  });

  it('keeps the words of a path that is no page of the table (the locale switch on a 404)', () => {
    expect(getPathname({ href: { pathname: '/nope/deeper' } as never, locale: 'en' })).toBe('/en/nope/deeper');
    expect(getPathname({ href: { pathname: '/nope' } as never, locale: 'pt' })).toBe('/pt/nope');
  });

  it('every address it builds renders its page: no rule redirects it, the rewrites reach the folder', () => {
    for (const internal of Object.keys(PATHNAMES) as (keyof typeof PATHNAMES)[]) {
      const params = Object.fromEntries([...internal.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, 'x1']));
      for (const locale of LOCALES) {
        const path = getPathname({ href: { pathname: internal, params } as never, locale });
        // The proxy's own builder gives the same address.
        expect(pagePath(internal, locale, params), internal).toBe(path);
        expect(redirect(path), path).toBeNull();
        const folder = rewrite(path) ?? path;
        expect(folder, path).toBe(`/${locale}${internal === '/' ? '' : internal.replace(/\[\w+\]/g, 'x1')}`);
      }
    }
  });
});

describe('unprefixed', () => {
  it('drops /pt only where the page has no prefix', () => {
    expect(unprefixed('/pt')).toBe('/');
    expect(unprefixed('/pt?x=1')).toBe('/?x=1');
    expect(unprefixed('/pt/blog/verao#top')).toBe('/blog/verao#top');
    expect(unprefixed('/pt/blog')).toBe('/pt/blog');
    expect(unprefixed('/pt/blog/a/b')).toBe('/pt/blog/a/b');
    expect(unprefixed('/ptx')).toBe('/ptx');
    expect(unprefixed('/en')).toBe('/en');
  });
});

describe('the table and the rest of the code agree', () => {
  it('has the locales and offices of the contracts', () => {
    expect([...LOCALES]).toEqual([...CONTRACT_LOCALES]);
    expect(DEFAULT_LOCALE).toBe('pt');
    expect([...OFFICE_SLUGS]).toEqual(OFFICES.map((o) => o.slug));
  });

  it('lists exactly the page folders of app/[lang]', () => {
    const root = join(import.meta.dirname, '../app/[lang]');
    const folders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (name === 'page.tsx') folders.push(`/${relative(root, dir)}`.replace(/\/$/, '') || '/');
      }
    };
    walk(root);
    // The catch-all is the 404 of unknown paths, not a page.
    const pages = folders.filter((f) => f !== '/[...rest]').sort();
    expect(pages).toEqual([...Object.keys(PATHNAMES), ...REWRITE_ONLY].sort());
    expect(existsSync(join(root, '[...rest]/page.tsx'))).toBe(true);
  });

  it('names the folders the proxy rewrites a board query into', () => {
    expect([...REWRITE_ONLY]).toEqual(['/talents', '/talents/[category]'].map((board) => `${board}/${BOARD_QUERY_SEGMENT}/[query]`));
    expect(boardRoute('/en/talents/mulheres', '?letter=m')).toEqual({ kind: 'rewrite', to: '/en/talents/mulheres/f/letter%3Dm' });
  });

  it('sends the no-JS name search to the results page of the table', () => {
    for (const locale of LOCALES) {
      const action = nameSearchAction(locale);
      expect(action).toBe(`/${locale}/modelos`);
      expect(nameSearchRedirect(action, new URLSearchParams({ q: '  Ana   Júlia ' }))).toBe(
        getPathname({ href: { pathname: '/modelos/[name]', params: { name: encodeURIComponent('Ana Júlia') } }, locale }),
      );
      expect(nameSearchRedirect(action, new URLSearchParams({ q: ' ' }))).toBe(getPathname({ href: '/buscar', locale }));
      expect(nameSearchRedirect(`${action}/ana`, new URLSearchParams({ q: 'x' }))).toBeNull();
    }
  });
});

describe('internalPathOf: the page a browser path shows', () => {
  it('is the inverse of getPathname for every page in both locales', () => {
    for (const internal of Object.keys(PATHNAMES) as (keyof typeof PATHNAMES)[]) {
      const params = Object.fromEntries([...internal.matchAll(/\[(\w+)\]/g)].map(([, name]) => [name!, 'Júlia 1']));
      for (const locale of LOCALES) {
        const path = getPathname({ href: { pathname: internal, params } as Href, locale });
        expect(internalPathOf(path), path).toBe(internal);
      }
    }
  });

  it('gives a path no page has without its locale prefix', () => {
    expect(internalPathOf('/pt/nope')).toBe('/nope');
    expect(internalPathOf('/en/nope/deeper')).toBe('/nope/deeper');
    expect(internalPathOf('/en')).toBe('/');
    expect(internalPathOf('/pt')).toBe('/');
    expect(internalPathOf('/fr/talents')).toBe('/fr/talents');
    // Each locale's own word: /en/modelo is not the English gallery.
    expect(internalPathOf('/en/modelo/1/a')).toBe('/modelo/1/a');
  });
});
