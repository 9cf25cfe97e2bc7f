import { describe, expect, it } from 'vitest';
import { blogPostingData, jsonLdText, organizationData } from './structured-data';

describe('structured data', () => {
  it('describes the agency with its offices', () => {
    const data = JSON.parse(
      jsonLdText(
        organizationData({
          name: 'Vitrine',
          url: 'https://site.example/pt',
          logo: 'https://site.example/icon-512.png',
          offices: [
            { name: 'São Paulo', address: 'Rua A, 1' },
            { name: 'Porto Alegre', address: '' },
          ],
        }),
      ),
    );
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Vitrine' });
    expect(data.location.map((place: { address: { addressLocality: string } }) => place.address.addressLocality)).toEqual(['São Paulo', 'Porto Alegre']);
    expect(data.location[0].address.streetAddress).toBe('Rua A, 1');
  });

  it('keeps a post title from closing the script element', () => {
    const text = jsonLdText(
      blogPostingData({
        headline: '</script><script>alert(1)</script>',
        url: 'https://site.example/pt/blog/x',
        language: 'pt',
        publisher: { name: 'Vitrine', url: 'https://site.example', logo: 'https://site.example/icon-512.png' },
      }),
    );
    expect(text).not.toContain('<');
    expect(JSON.parse(text).headline).toBe('</script><script>alert(1)</script>');
  });
});
