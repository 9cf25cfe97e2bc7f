/**
 * schema.org descriptions of the agency and its posts, for search engines (JSON-LD). Only what
 * the agency publishes about itself and its posts: never a talent's personal data.
 */

export interface Office {
  name: string;
  /** The office's address as the panel writes it; empty when it has none. */
  address: string;
}

type Thing = Record<string, unknown>;

/** The agency: name, address, logo, phone, and its offices as places of it. */
export function organizationData({ name, url, logo, phone, offices }: { name: string; url: string; logo: string; phone?: string; offices: Office[] }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url,
    logo,
    ...(phone ? { telephone: phone } : {}),
    location: offices.map((office) => ({
      '@type': 'Place',
      name: `${name} ${office.name}`,
      address: office.address
        ? { '@type': 'PostalAddress', streetAddress: office.address, addressLocality: office.name, addressCountry: 'BR' }
        : { '@type': 'PostalAddress', addressLocality: office.name, addressCountry: 'BR' },
    })),
  };
}

/** A post of the blog or a campaign. */
export function blogPostingData({
  headline,
  url,
  description,
  image,
  published,
  language,
  publisher,
}: {
  headline: string;
  url: string;
  description?: string;
  image?: string;
  /** ISO date or date-time; left out when unknown. */
  published?: string;
  language: string;
  publisher: { name: string; url: string; logo: string };
}): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: headline.slice(0, 110),
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    ...(published ? { datePublished: published } : {}),
    author: { '@type': 'Organization', name: publisher.name, url: publisher.url },
    publisher: { '@type': 'Organization', name: publisher.name, url: publisher.url, logo: { '@type': 'ImageObject', url: publisher.logo } },
  };
}

/** The JSON for an inline data block: '<' escaped, so no text in it can close the script element. */
export const jsonLdText = (data: Thing): string => JSON.stringify(data).replace(/</g, '\\u003c');
