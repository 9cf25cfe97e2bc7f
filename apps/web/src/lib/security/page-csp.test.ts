import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, pageScriptPolicy, withPageCsp } from './page-csp.mjs';

/** The hash a browser computes for an inline script, made here independently. */
const sha256 = (text: string) => `sha256-${crypto.createHash('sha256').update(text).digest('base64')}`;

const PAGE = [
  '<!DOCTYPE html><html lang="pt"><head>',
  '<script>document.documentElement.dataset.unit="cm"</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"BlogPosting","name":"a < b"}</script>',
  '</head><body><p>Texto &amp; <b>negrito</b></p>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"<\\/script> \\u003cdiv>"])</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('inlineScriptHashes', () => {
  it('hashes every inline script the page runs as written, once each; no script file, no data block', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha256('document.documentElement.dataset.unit="cm"'),
      sha256('(self.__next_f=self.__next_f||[]).push([0])'),
      sha256('self.__next_f.push([1,"<\\/script> \\u003cdiv>"])'),
    ]);
    expect(inlineScriptHashes('<script type="module">a()</script><script type="text/javascript">b()</script>')).toEqual([sha256('a()'), sha256('b()')]);
  });

  it("hashes no script inside the content panel's HTML, however deep, and the page's after it", () => {
    const post = [
      '<main><article><div data-foreign-html="" class="content"><p>Texto<br><img src="/a.jpg"></p>',
      '<div><script>alert(document.cookie)</script></div><p>fim</p></div>',
      '<script>self.__next_f.push([1,"x"])</script></article></main>',
    ].join('');
    expect(inlineScriptHashes(post)).toEqual([sha256('self.__next_f.push([1,"x"])')]);
  });

  it('hashes a script with Windows line ends as the browser reads it', () => {
    expect(inlineScriptHashes('<script>a()\r\nb()</script>')).toEqual([sha256('a()\nb()')]);
  });
});

describe('pageScriptPolicy', () => {
  it('allows the site\'s script files and the given hashes only: no inline script, no plugin, no <base>', () => {
    const policy = pageScriptPolicy([sha256('a()'), sha256('b()')]);
    expect(policy).toBe(`script-src 'self' '${sha256('a()')}' '${sha256('b()')}'; object-src 'none'; base-uri 'none'`);
    expect(policy).not.toContain('unsafe-inline');
  });
});

describe('withPageCsp', () => {
  it('adds the policy to the headers of the rendered page itself (Next sends those with the answer)', () => {
    const headers: Record<string, string> = { 'x-next-cache-tags': 'texts' };
    const page = { kind: 'APP_PAGE', html: PAGE, headers, status: 200 };
    expect(withPageCsp(page)).toBe(page);
    expect(headers['content-security-policy']).toBe(pageScriptPolicy(inlineScriptHashes(PAGE)));
    expect(headers['x-next-cache-tags']).toBe('texts');
  });

  it('leaves back-end answers and empty entries alone', () => {
    const answer = { kind: 'FETCH', data: { body: '<script>x()</script>' } };
    expect(withPageCsp(answer)).toEqual({ kind: 'FETCH', data: { body: '<script>x()</script>' } });
    expect(withPageCsp(null)).toBeNull();
  });
});
