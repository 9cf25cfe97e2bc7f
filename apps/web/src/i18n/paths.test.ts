import { describe, expect, it } from 'vitest';
import { localizedPath, nameSearchPath, resolvePath, switchLocaleHref } from './paths';
import { LOCALE_REWRITES, UNSUPPORTED_LANG_REWRITE } from '../../next.config';

describe('resolvePath (SPEC §2.1–2.3)', () => {
  it('serves paths without a locale in pt', () => {
    expect(resolvePath('/')).toEqual({ kind: 'render', locale: 'pt', rewriteTo: '/pt' });
    expect(resolvePath('/blog/verao')).toEqual({ kind: 'render', locale: 'pt', rewriteTo: '/pt/blog/verao' });
  });

  it('renders reading-A paths in their locale', () => {
    for (const path of ['/pt', '/en/talents', '/pt/talents/mulheres', '/en/sobre-nos', '/pt/modelos/ana', '/en/e-casting']) {
      expect(resolvePath(path)).toEqual({ kind: 'render', locale: path.slice(1, 3) });
    }
  });

  it('renders model and search through the modelo and buscar pages', () => {
    expect(resolvePath('/en/model/12/ana-silva')).toEqual({ kind: 'render', locale: 'en', rewriteTo: '/en/modelo/12/ana-silva' });
    expect(resolvePath('/en/search')).toEqual({ kind: 'render', locale: 'en', rewriteTo: '/en/buscar' });
    expect(resolvePath('/pt/buscar')).toEqual({ kind: 'render', locale: 'pt' });
  });

  it('redirects reading-B paths to reading A in the same locale', () => {
    const cases: [string, string][] = [
      ['/en/about', '/en/sobre-nos'],
      ['/pt/quem-somos', '/pt/sobre-nos'],
      ['/en/models/women/all', '/en/talents/mulheres'],
      ['/en/models/women/sao-paulo', '/en/talents/mulheres?office=sao-paulo'],
      ['/en/models/men/porto-alegre', '/en/talents/homens?office=porto-alegre'],
      ['/pt/modelos/mulheres/todas', '/pt/talents/mulheres'],
      ['/pt/modelos/homens/todos', '/pt/talents/homens'],
      ['/pt/modelos/homens/sao-paulo', '/pt/talents/homens?office=sao-paulo'],
      ['/en/model', '/en/talents'],
      ['/pt/modelo', '/pt/talents'],
      ['/en/contact', '/en/contato'],
      ['/en/be-a-model', '/en/seja-modelo'],
    ];
    for (const [from, to] of cases) expect(resolvePath(from), from).toEqual({ kind: 'redirect', to });
  });

  it('does not take a name search for reading B', () => {
    expect(resolvePath('/pt/modelos/mulheres')).toEqual({ kind: 'render', locale: 'pt' });
    expect(resolvePath('/pt/modelos/women/nowhere')).toEqual({ kind: 'render', locale: 'pt' });
  });

  it('marks an unsupported lang as unknown', () => {
    expect(resolvePath('/fr/talents')).toEqual({ kind: 'unknown' });
    expect(resolvePath('/talents')).toEqual({ kind: 'unknown' });
    expect(resolvePath('/blog')).toEqual({ kind: 'unknown' });
  });
});

describe('localizedPath', () => {
  it('prefixes the locale, except for pt home and pt posts', () => {
    expect(localizedPath('pt', '/')).toBe('/');
    expect(localizedPath('en', '/')).toBe('/en');
    expect(localizedPath('pt', '/blog/verao')).toBe('/blog/verao');
    expect(localizedPath('en', '/blog/verao')).toBe('/en/blog/verao');
    expect(localizedPath('pt', '/blog')).toBe('/pt/blog');
    expect(localizedPath('en', '/talents/mulheres?office=sao-paulo')).toBe('/en/talents/mulheres?office=sao-paulo');
  });

  it('uses the locale word of the talent and search pages', () => {
    expect(localizedPath('en', '/modelo/12/ana')).toBe('/en/model/12/ana');
    expect(localizedPath('pt', '/model/12/ana')).toBe('/pt/modelo/12/ana');
    expect(localizedPath('en', '/buscar')).toBe('/en/search');
    expect(localizedPath('pt', '/search')).toBe('/pt/buscar');
    // A name search is not the talent page.
    expect(localizedPath('en', '/modelos/ana')).toBe('/en/modelos/ana');
  });
});

describe('switchLocaleHref (SPEC §4)', () => {
  it('keeps the page and the query', () => {
    expect(switchLocaleHref('/pt/talents/mulheres', '?office=sao-paulo', 'en')).toBe('/en/talents/mulheres?office=sao-paulo');
    expect(switchLocaleHref('/en/sobre-nos', '', 'pt')).toBe('/pt/sobre-nos');
    expect(switchLocaleHref('/en/model/12/ana', '', 'pt')).toBe('/pt/modelo/12/ana');
    expect(switchLocaleHref('/pt/buscar', '?q=ana', 'en')).toBe('/en/search?q=ana');
  });

  it('handles the paths without a locale', () => {
    expect(switchLocaleHref('/', '', 'en')).toBe('/en');
    expect(switchLocaleHref('/blog/verao', '', 'en')).toBe('/en/blog/verao');
    expect(switchLocaleHref('/en', '', 'pt')).toBe('/');
    expect(switchLocaleHref('/en/blog/verao', '', 'pt')).toBe('/blog/verao');
  });

  it('is idempotent for the current locale', () => {
    expect(switchLocaleHref('/pt/contato', '', 'pt')).toBe('/pt/contato');
  });
});

describe('nameSearchPath (SPEC §2.4)', () => {
  it('encodes the text', () => {
    expect(nameSearchPath('ana')).toBe('/modelos/ana');
    expect(nameSearchPath('  Ana   Júlia ')).toBe('/modelos/Ana%20J%C3%BAlia');
    expect(nameSearchPath('a/b?c#d')).toBe('/modelos/a%2Fb%3Fc%23d');
  });

  it('does nothing for a blank text', () => {
    expect(nameSearchPath('')).toBeNull();
    expect(nameSearchPath('   ')).toBeNull();
  });
});

describe('LOCALE_REWRITES (next.config.ts)', () => {
  /** Applies the first matching rewrite, as Next.js does with path-to-regexp rules. */
  const rewrite = (path: string): string | undefined => {
    for (const { source, destination } of LOCALE_REWRITES) {
      const names: string[] = [];
      const pattern = source.replace(/:(\w+)(\([^)]*\))?(\+)?/g, (_, name: string, group?: string, plus?: string) => {
        names.push(name);
        return plus ? '(.+)' : group ? group : '([^/]+)';
      });
      const match = new RegExp(`^${pattern}$`).exec(path);
      if (!match) continue;
      let out: string = destination;
      names.forEach((name, i) => {
        out = out.replace(new RegExp(`:${name}\\+?`), match[i + 1]!);
      });
      return out;
    }
    return undefined;
  };

  it('rewrite exactly the paths resolvePath renders through another page', () => {
    const paths = ['/', '/blog/verao', '/en/model/12/ana', '/pt/model/12/ana', '/en/search', '/pt/search', '/pt/buscar', '/en/talents', '/pt/modelo/1/a', '/en/modelos/ana'];
    for (const path of paths) {
      const resolution = resolvePath(path);
      const expected = resolution.kind === 'render' ? resolution.rewriteTo : undefined;
      expect(rewrite(path), path).toBe(expected);
    }
  });
});

describe('UNSUPPORTED_LANG_REWRITE (next.config.ts)', () => {
  it('takes exactly the paths whose first segment is not a locale', async () => {
    // Next's own matcher for next.config rewrites.
    const { getPathMatch } = await import('next/dist/shared/lib/router/utils/path-match');
    const matches = getPathMatch(UNSUPPORTED_LANG_REWRITE.source, { removeUnnamedParams: true, strict: true });
    for (const path of ['/pt', '/en', '/pt/blog', '/en/talents/mulheres', '/pt/modelo/1/ana', '/api/talents/1/card/pt-0.jpg']) {
      expect(matches(path), path).toBe(false);
    }
    for (const path of ['/fr', '/fr/talents', '/talents', '/ptx/a', '/pt-br/talents']) {
      expect(matches(path), path).toBeTruthy();
      expect(resolvePath(path), path).toEqual({ kind: 'unknown' });
    }
  });
});
