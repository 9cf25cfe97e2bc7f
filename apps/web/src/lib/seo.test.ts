import { describe, expect, it } from 'vitest';
import { buildPageMetadata, DEFAULT_IMAGE, descriptionOf, titleWithSuffix } from './seo-core';

const postHref = (slug: string) => ({ pathname: '/blog/[slug]', params: { slug } }) as const;

const config = { siteUrl: 'https://agency.example', agencyName: 'Vitrine' };

describe('titleWithSuffix (SPEC §2.3)', () => {
  it('adds the agency suffix, or is the agency name alone', () => {
    expect(titleWithSuffix('Contato', 'Vitrine')).toBe('Contato | Vitrine');
    expect(titleWithSuffix(undefined, 'Vitrine')).toBe('Vitrine');
    expect(titleWithSuffix('  ', 'Vitrine')).toBe('Vitrine');
  });
});

describe('buildPageMetadata', () => {
  it('gives the canonical URL, alternates of both locales and x-default to pt', () => {
    const meta = buildPageMetadata({ locale: 'en', path: '/sobre-nos', title: 'About us' }, config);
    expect(meta.title).toEqual({ absolute: 'About us | Vitrine' });
    expect(meta.alternates).toEqual({
      canonical: 'https://agency.example/en/sobre-nos',
      languages: {
        pt: 'https://agency.example/pt/sobre-nos',
        en: 'https://agency.example/en/sobre-nos',
        'x-default': 'https://agency.example/pt/sobre-nos',
      },
    });
    expect(meta.openGraph).toMatchObject({
      title: 'About us | Vitrine',
      url: 'https://agency.example/en/sobre-nos',
      siteName: 'Vitrine',
      locale: 'en_US',
      alternateLocale: ['pt_BR'],
    });
  });

  it('serves home and posts in pt without a prefix', () => {
    const home = buildPageMetadata({ locale: 'pt', path: '/' }, config);
    expect(home.title).toEqual({ absolute: 'Vitrine' });
    expect(home.alternates?.canonical).toBe('https://agency.example/');
    expect(home.alternates?.languages).toMatchObject({ en: 'https://agency.example/en' });
    const post = buildPageMetadata({ locale: 'pt', path: { pt: postHref('verao'), en: postHref('summer') } }, config);
    expect(post.alternates?.languages).toEqual({
      pt: 'https://agency.example/blog/verao',
      en: 'https://agency.example/en/blog/summer',
      'x-default': 'https://agency.example/blog/verao',
    });
  });

  it('uses the locale word of the talent page', () => {
    const meta = buildPageMetadata({ locale: 'en', path: { pathname: '/modelo/[id]/[name]', params: { id: 12, name: 'ana-silva' } }, title: 'Ana Silva' }, config);
    expect(meta.alternates?.canonical).toBe('https://agency.example/en/model/12/ana-silva');
    expect(meta.alternates?.languages).toMatchObject({ pt: 'https://agency.example/pt/modelo/12/ana-silva' });
  });

  it('gives every page an absolute Open Graph image: its own, or the site’s', () => {
    const without = buildPageMetadata({ locale: 'pt', path: '/contato', title: 'Contato' }, config);
    expect(without.openGraph).toMatchObject({
      images: [{ url: `https://agency.example${DEFAULT_IMAGE.url}`, width: 1200, height: 630, alt: 'Contato | Vitrine' }],
    });
    expect(without.twitter).toMatchObject({ card: 'summary_large_image' });
    const meta = buildPageMetadata({ locale: 'pt', path: postHref('x'), image: '/media/a.jpg' }, config);
    expect(meta.openGraph).toMatchObject({ images: [{ url: 'https://agency.example/media/a.jpg' }] });
  });

  it('leaves out a locale the page does not exist in', () => {
    const meta = buildPageMetadata({ locale: 'en', path: { en: postHref('only-en') } }, config);
    expect(meta.alternates?.languages).toEqual({ en: 'https://agency.example/en/blog/only-en' });
  });
});

describe('descriptionOf', () => {
  it('keeps a short text, cuts a long one on a word boundary with an ellipsis', () => {
    expect(descriptionOf('  A   short  text ')).toBe('A short text');
    expect(descriptionOf('')).toBeUndefined();
    const long = 'Agência de modelos em São Paulo e Porto Alegre, com casting para moda, publicidade e televisão desde 2005. Representamos talentos femininos e masculinos em todo o Brasil.';
    const cut = descriptionOf(long)!;
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toBe(' '); // the next character of the text is a space: a whole word
  });
});
