import { describe, expect, it } from 'vitest';
import { resolvePath } from './paths';

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
