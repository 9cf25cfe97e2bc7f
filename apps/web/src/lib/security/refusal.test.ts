import { describe, expect, it } from 'vitest';
import { MAX_FORM_BYTES } from '@vitrine/contracts/constants';
import { hasValidEncoding, MAX_ROUTED_QUERY_LENGTH, overlongQueryOf, refusalOf } from './refusal';

describe('refusalOf (decision 0012)', () => {
  it('refuses a bad %-encoding anywhere in the path with a 400, in the path language', () => {
    expect(refusalOf('GET', '/pt/talents/%zz')).toMatchObject({ status: 400 });
    expect(refusalOf('GET', '/%E0%A4%A')).toMatchObject({ status: 400 });
    expect(refusalOf('GET', '/en/%C0%AF')?.message).toMatch(/invalid %-encoding/);
    // A query is not the path: its %-encoding is the page's business.
    expect(refusalOf('GET', '/pt/talents?letter=%zz')).toBeNull();
    expect(hasValidEncoding('/pt/modelos/Ana%20J%C3%BAlia')).toBe(true);
  });

  it('answers TRACE/TRACK/CONNECT, non-GET files and page methods with a 405 and Allow', () => {
    expect(refusalOf('TRACE', '/pt')).toEqual(expect.objectContaining({ status: 405, allow: 'GET, HEAD, POST' }));
    expect(refusalOf('track', '/api/revalidate')).toMatchObject({ status: 405 });
    expect(refusalOf('POST', '/_next/static/chunks/a.js')).toEqual(expect.objectContaining({ status: 405, allow: 'GET, HEAD' }));
    expect(refusalOf('DELETE', '/media/brand/logo.png')).toMatchObject({ status: 405 });
    expect(refusalOf('PUT', '/_next/image?url=x')).toMatchObject({ status: 405 });
    for (const method of ['PUT', 'DELETE', 'PATCH', 'OPTIONS']) expect(refusalOf(method, '/en/contato')).toMatchObject({ status: 405, allow: 'GET, HEAD, POST' });
  });

  it('answers a form posted to a page beyond the largest form with a 413, in the path language', () => {
    expect(refusalOf('POST', '/pt/seja-modelo', MAX_FORM_BYTES + 1)).toMatchObject({ status: 413, message: expect.stringMatching(/fotos de 2 MB/) });
    expect(refusalOf('POST', '/en/seja-modelo', 12 * 1024 * 1024)?.message).toMatch(/what you typed is still there/);
    expect(refusalOf('POST', '/pt/seja-modelo', MAX_FORM_BYTES)).toBeNull();
    expect(refusalOf('POST', '/pt/seja-modelo')).toBeNull();
    // The API's routes read their bodies within their own limits.
    expect(refusalOf('POST', '/api/forms/apply', MAX_FORM_BYTES + 1)).toBeNull();
    expect(refusalOf('POST', '/api/forms/apply', null)).toBeNull();
  });

  it('answers a form posted to a page without its length (a streamed body) with a 411', () => {
    expect(refusalOf('POST', '/pt/contato', null)).toMatchObject({ status: 411, message: expect.stringMatching(/sem o seu tamanho/) });
    expect(refusalOf('POST', '/en/contato', null)?.message).toMatch(/without its length/);
  });

  it('answers a target that is not a path (absolute form, sent to forward proxies) with a 400', () => {
    expect(refusalOf('GET', 'http://other.example/pt/blog')).toMatchObject({ status: 400, message: expect.stringMatching(/caminho deste site/) });
    expect(refusalOf('GET', 'https://other.example/en')).toMatchObject({ status: 400 });
    // OPTIONS * asks the server itself: a method the site does not answer.
    expect(refusalOf('OPTIONS', '*')).toMatchObject({ status: 405 });
  });

  it('lets through what the site answers', () => {
    for (const [method, url] of [
      ['GET', '/pt'], ['HEAD', '/pt/blog'], ['POST', '/pt/contato'], ['GET', '/_next/static/chunks/a.js'],
      ['HEAD', '/media/brand/logo.png'], ['DELETE', '/api/favourites'], ['OPTIONS', '/api/revalidate'],
    ]) expect(refusalOf(method!, url!), `${method} ${url}`).toBeNull();
  });
});

describe('overlongQueryOf', () => {
  it('answers 414 for a query longer than the routing carries, in the path language', () => {
    const long = `?q=${'a'.repeat(MAX_ROUTED_QUERY_LENGTH)}`;
    expect(overlongQueryOf('/pt/modelos', long)).toMatchObject({ status: 414, message: expect.stringContaining('longo demais') });
    expect(overlongQueryOf('/en/talents', long)?.message).toMatch(/too long/);
  });

  it('lets through every query up to the limit, with or without its "?"', () => {
    expect(overlongQueryOf('/pt/talents', '')).toBeNull();
    expect(overlongQueryOf('/pt/talents', `?${'a'.repeat(MAX_ROUTED_QUERY_LENGTH)}`)).toBeNull();
    expect(overlongQueryOf('/pt/talents', 'a'.repeat(MAX_ROUTED_QUERY_LENGTH))).toBeNull();
  });
});
