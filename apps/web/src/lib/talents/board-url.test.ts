import { describe, expect, it } from 'vitest';
import { boardRoute, nameSearchRedirect } from './board-url';

describe('board URLs (proxy)', () => {
  it('leaves a board without a query and other pages alone', () => {
    expect(boardRoute('/pt/talents/mulheres', '')).toBeNull();
    expect(boardRoute('/pt/contato', '?letter=m')).toBeNull();
    expect(boardRoute('/pt/talents/kids', '?letter=m')).toBeNull();
  });

  it('rewrites a canonical query to the internal route', () => {
    expect(boardRoute('/pt/talents/mulheres', '?office=sao-paulo&letter=m&height=175-180&hair=blonde')).toEqual({
      kind: 'rewrite',
      to: '/pt/talents/mulheres/f/office%3Dsao-paulo%26letter%3Dm%26height%3D175-180%26hair%3Dblonde',
    });
    expect(boardRoute('/en/talents', '?letter=a')).toEqual({ kind: 'rewrite', to: '/en/talents/f/letter%3Da' });
  });

  it('redirects the GET form and other non-canonical queries to the canonical URL', () => {
    expect(boardRoute('/pt/talents/homens', '?letter=&height-min=180&height-max=190&age-min=16&age-max=55&hair=')).toEqual({
      kind: 'redirect',
      to: '/pt/talents/homens?height=180-190',
    });
    expect(boardRoute('/pt/talents/homens', '?utm=1')).toEqual({ kind: 'redirect', to: '/pt/talents/homens' });
    expect(boardRoute('/pt/talents/homens/', '?letter=a')).toEqual({ kind: 'redirect', to: '/pt/talents/homens?letter=a' });
  });

  it('sends the name-search form on to /{lang}/modelos/{text}', () => {
    expect(nameSearchRedirect('/pt/modelos', new URLSearchParams('q=Ana Júlia'))).toBe('/pt/modelos/Ana%20J%C3%BAlia');
    expect(nameSearchRedirect('/en/modelos', new URLSearchParams('q=  '))).toBe('/en/search');
    expect(nameSearchRedirect('/pt/modelos', new URLSearchParams('q=..'))).toBe('/pt/buscar?q=..');
    expect(nameSearchRedirect('/en/modelos', new URLSearchParams('q= . '))).toBe('/en/search?q=.');
    expect(nameSearchRedirect('/pt/modelos', new URLSearchParams('q=...'))).toBe('/pt/modelos/...');
    expect(nameSearchRedirect('/pt/modelos/ana', new URLSearchParams('q=x'))).toBeNull();
  });
});
