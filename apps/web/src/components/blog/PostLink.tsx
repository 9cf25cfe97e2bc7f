import Link from 'next/link';
import type { ComponentProps } from 'react';

/** A link to a post: next/link for the site's own paths (already localized, see
 * lib/blog/links.ts), a plain anchor for a post that lives on another host. */
export function PostLink({ href, ...rest }: Omit<ComponentProps<'a'>, 'href'> & { href: string }) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return <a href={href} {...rest} />;
  return <Link href={href} {...rest} />;
}
