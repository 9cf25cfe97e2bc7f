import 'server-only';
import { env } from '../env';
import { postHref } from './slugs';

/**
 * The link to a post from a page in `locale` (SPEC §2.1, §2.12): '/en/blog/{slug}' in en and
 * '/blog/{slug}' in pt, the fallback locale's posts being served without a prefix; a slug that
 * is a URL on the site host becomes its path, one on another host stays as it is.
 */
export function postLink(slug: string, locale: string): string {
  const href = postHref(slug, locale, env().SITE_URL);
  return href.replace(/^\/pt(\/blog\/[^/?#]+)(?=$|[?#])/, '$1');
}
