import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { loadPostById } from '@/lib/blog/load';
import { postLink } from '@/lib/blog/links';

// Only a redirect: rendered per request ('auto' lifts the layout's force-static; its post read
// is cached). A cached redirect page sends its Location header twice (Next 16.4).
export const dynamic = 'auto';

/** SPEC §2.12 names the card's link post/{id}: that address leads, permanently, to the post's
 * own slug URL (the cards link there directly). */
export default async function PostByIdPage({ params }: { params: Promise<{ lang: string; id: string }> }) {
  const { lang, id } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const post = await loadPostById(Number(id));
  if (!post) notFound();
  permanentRedirect(postLink(post.slug, lang));
}
