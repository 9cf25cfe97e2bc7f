import { describe, expect, it } from 'vitest';
import { plainText, sanitizeRichText } from './sanitize';

describe('sanitizeRichText', () => {
  it('removes scripts with their text', () => {
    const out = sanitizeRichText('<p>Oi</p><script>alert("x")</script><SCRIPT src="//evil.js"></SCRIPT>');
    expect(out).toBe('<p>Oi</p>');
    expect(out).not.toMatch(/script|alert/i);
  });

  it('removes event handlers and keeps the image', () => {
    const out = sanitizeRichText('<img src="https://cdn.example.com/a.jpg" alt="Ana" width="800" height="600" onerror="alert(1)" onload="x()">');
    expect(out).not.toMatch(/onerror|onload|alert/);
    expect(out).toContain('src="https://cdn.example.com/a.jpg"');
    expect(out).toContain('alt="Ana"');
    expect(out).toContain('width="800"');
    expect(out).toContain('height="600"');
    expect(out).toContain('loading="lazy"');
  });

  it('gives an image without alt an empty alt and drops an image without src', () => {
    expect(sanitizeRichText('<img src="http://127.0.0.1:4200/m/a.jpg">')).toContain('alt=""');
    expect(sanitizeRichText('<p><img alt="nothing"></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<p><img src="x" onerror="alert(1)"></p>')).toBe('<p></p>');
    expect(sanitizeRichText('<img src="//evil.example/a.jpg">')).toBe('');
    expect(sanitizeRichText('<img src="/media/a.jpg" alt="a">')).toContain('src="/media/a.jpg"');
  });

  it('gives images the sources a page hands it, never the ones an editor wrote', () => {
    const seen: string[] = [];
    const image = (attributes: Record<string, string>) => {
      seen.push(attributes.src ?? '');
      return { ...attributes, src: `/_next/image?url=${encodeURIComponent(attributes.src ?? '')}&w=1080&q=75`, srcset: '/_next/image?w=640 640w', sizes: '100vw' };
    };
    const out = sanitizeRichText(
      '<img src="/media/a.jpg" alt="a" width="1600" height="1000" srcset="https://evil.example/x.jpg 2x" sizes="1px">' +
        '<img src="//evil.example/b.jpg"><img src="javascript:alert(1)">',
      { image },
    );
    expect(seen).toEqual(['/media/a.jpg']);
    expect(out).toBe(
      '<img src="/_next/image?url=%2Fmedia%2Fa.jpg&amp;w=1080&amp;q=75" alt="a" width="1600" height="1000" loading="lazy" decoding="async" srcset="/_next/image?w=640 640w" sizes="100vw" />',
    );
    expect(sanitizeRichText('<img src="/media/a.jpg" srcset="https://evil.example/x.jpg 2x" sizes="1px">')).not.toMatch(/srcset|sizes|evil/);
  });

  it('removes javascript: and data: URLs', () => {
    const out = sanitizeRichText(
      '<a href="javascript:alert(1)">a</a><a href=" JaVaScRiPt:alert(1)">b</a><img src="data:image/png;base64,AAAA"><a href="https://ok.example/">c</a>',
    );
    expect(out).not.toMatch(/javascript|data:/i);
    expect(out).toContain('<a href="https://ok.example/">c</a>');
  });

  it('keeps formatting, headings, lists, links and tables', () => {
    const html =
      '<h2>T</h2><p><strong>b</strong> <em>i</em> <a href="mailto:a@b.co">m</a></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote><table><tbody><tr><td>x</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('turns an h1 into an h2 (the page title is the only h1)', () => {
    expect(sanitizeRichText('<h1>Big</h1>')).toBe('<h2>Big</h2>');
  });

  it('removes style, forms, objects and inline styles', () => {
    const out = sanitizeRichText(
      '<style>p{}</style><form action="/x"><input name="a"></form><object data="x"></object><p style="color:red" class="x">t</p>',
    );
    expect(out).toBe('<p>t</p>');
  });

  it('allows iframes only from the two video hosts, over https, YouTube on its privacy host', () => {
    expect(sanitizeRichText('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain(
      'src="https://www.youtube-nocookie.com/embed/abc"',
    );
    expect(sanitizeRichText('<iframe src="https://youtube.com/embed/abc"></iframe>')).toContain(
      'src="https://www.youtube-nocookie.com/embed/abc"',
    );
    expect(sanitizeRichText('<iframe src="https://player.vimeo.com/video/1"></iframe>')).toContain('player.vimeo.com');
    expect(sanitizeRichText('<iframe src="https://evil.example/embed"></iframe>')).not.toContain('evil');
    expect(sanitizeRichText('<iframe src="javascript:alert(1)"></iframe>')).not.toContain('javascript');
  });

  it('leaves no empty frame behind where an iframe was refused or had no address', () => {
    for (const html of [
      '<p>a</p><iframe src="https://evil.example/embed"></iframe>',
      '<p>a</p><iframe src="http://www.youtube.com/embed/abc"></iframe>',
      '<p>a</p><iframe src="javascript:alert(1)"></iframe>',
      '<p>a</p><iframe></iframe>',
    ]) {
      expect(sanitizeRichText(html)).toBe('<p>a</p>');
    }
  });

  it('makes a link that opens a new tab safe and drops other targets', () => {
    expect(sanitizeRichText('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeRichText('<a href="https://x.example" target="top">x</a>')).toBe('<a href="https://x.example">x</a>');
  });
});

describe('plainText', () => {
  it('strips tags and entities', () => {
    expect(plainText('<p>Moda &amp; <b>beleza</b></p>\n<script>x</script>')).toBe('Moda & beleza');
  });
});
