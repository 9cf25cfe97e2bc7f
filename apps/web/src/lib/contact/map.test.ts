import { describe, expect, it } from 'vitest';
import { mapEmbedUrl, whatsappUrl } from './map';

describe('contact links', () => {
  it('embeds a map searched by address at zoom 15', () => {
    const url = new URL(mapEmbedUrl('Rua Oscar Freire, 1200 — São Paulo!'));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/embed');
    expect(url.searchParams.get('pb')).toBe('!1m3!2m1!1sRua Oscar Freire, 1200 — São Paulo!!6i15');
    expect(mapEmbedUrl('a!b')).toContain('1sa%21b!6i15');
  });

  it('opens a WhatsApp chat with the digits of the number', () => {
    expect(whatsappUrl('+55 (11) 99700-1200')).toBe('https://wa.me/5511997001200');
  });
});
