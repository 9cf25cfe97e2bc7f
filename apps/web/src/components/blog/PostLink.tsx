import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import type { PostTarget } from '@/lib/blog/slugs';

/** A link to a post (lib/blog/links.ts): the table's Link for a post of the site; a plain anchor
 * for another page of the site named by a URL in the slug, or a post on another host. */
export function PostLink({ to, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { to: PostTarget }) {
  if (to.kind === 'post') {
    return <Link href={{ pathname: '/blog/[slug]', params: { slug: to.slug } }} locale={to.locale} {...rest} />;
  }
  return <a href={to.kind === 'page' ? to.path : to.url} {...rest} />;
}
