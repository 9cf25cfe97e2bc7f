/**
 * Post slugs (SPEC §2.12): a slug containing 'http' is treated as an internal path once the
 * site's host is removed; a plain slug is the post's own segment under /{lang}/blog/.
 */

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

/** The internal path a slug stands for ('/blog/{slug}' for a plain slug), or the slug itself
 * when it is a URL on another host. */
export function postPathFromSlug(slug: string, siteUrl: string): string {
  if (!slug.includes('http')) return `/blog/${encodeURIComponent(slug)}`;
  const host = hostOf(slug);
  if (host === null) {
    // Not a whole URL: drop whatever scheme and host it starts with.
    const path = slug.replace(/^.*?https?:\/\/[^/]*/, '');
    return normalise(path);
  }
  if (host !== hostOf(siteUrl)) return slug;
  const url = new URL(slug);
  return normalise(url.pathname + url.search + url.hash);
}

const normalise = (path: string) => (path.startsWith('/') ? path : `/${path}`).replace(/(.)\/+$/, '$1');

/** The last segment of the slug's path: what the post route's slug parameter will be. */
export function postRouteSlug(slug: string, siteUrl: string): string {
  const path = postPathFromSlug(slug, siteUrl);
  const last = path.split(/[?#]/)[0]!.split('/').filter(Boolean).at(-1) ?? '';
  return decodeURIComponent(last);
}

/** Where a post's link leads: a post of the site (its route slug, encoded, and the locale its
 * path names, if any), another page of the site (a localized path), or a URL on another host. */
export type PostTarget =
  | { kind: 'post'; slug: string; locale?: 'pt' | 'en' }
  | { kind: 'page'; path: string }
  | { kind: 'external'; url: string };

export function postTarget(slug: string, locale: string, siteUrl: string): PostTarget {
  const path = postPathFromSlug(slug, siteUrl);
  if (!path.startsWith('/')) return { kind: 'external', url: path };
  const post = /^(?:\/(pt|en))?\/blog\/([^/?#]+)$/.exec(path);
  if (post) return { kind: 'post', slug: post[2]!, ...(post[1] ? { locale: post[1] as 'pt' | 'en' } : {}) };
  return { kind: 'page', path: /^\/(pt|en)(\/|$)/.test(path) ? path : `/${locale}${path}` };
}
