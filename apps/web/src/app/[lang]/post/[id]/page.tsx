import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { PostUnavailableIn } from '@/components/blog/PostUnavailable';
import { loadPostById } from '@/lib/blog/load';
import { postLink, postUrl } from '@/lib/blog/links';
import { pageLocale, postUnavailableMetadata } from '@/lib/page';

type Props = { params: Promise<{ lang: string; id: string }> };

/** What the 404 of a post the panel cannot give is called (a found post redirects). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postUnavailableMetadata(params);
}

/** SPEC §2.12 names the card's link post/{id}: that address leads, permanently, to the post's
 * own slug URL (the cards link there directly). Cached like every page, the redirect as the 404
 * (the site's server sends a cached redirect's Location once: server.mjs). */
export default async function PostByIdPage({ params }: Props) {
  const { id } = await params;
  const lang = await pageLocale(params);
  // A post the panel cannot give: its 404 with the page's frame and words in the server's HTML
  // (components/errors/NotFoundPage.tsx; a bare notFound() here is Next's empty error shell).
  const unavailable = <NotFoundPage locale={lang} fallback={<PostUnavailableIn locale={lang} />} />;
  if (!/^[1-9]\d{0,9}$/.test(id)) return unavailable;
  const post = await loadPostById(Number(id), lang);
  if (!post) return unavailable;
  permanentRedirect(postUrl(postLink(post.slug, lang), lang));
}
