import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound, permanentRedirect } from 'next/navigation';
import { loadPostById } from '@/lib/blog/load';
import { postLink, postUrl } from '@/lib/blog/links';
import { pageLocale } from '@/lib/page';

// Only a redirect: rendered per request ('auto' lifts the layout's force-static; its post read
// is cached). A cached redirect page sends its Location header twice (Next 16.4).
export const dynamic = 'auto';

type Props = { params: Promise<{ lang: string; id: string }> };

/** What the 404 of a post the panel cannot give is called (a found post redirects). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'blog' });
  return { title: t('unavailable'), robots: { index: false } };
}

/** SPEC §2.12 names the card's link post/{id}: that address leads, permanently, to the post's
 * own slug URL (the cards link there directly). */
export default async function PostByIdPage({ params }: Props) {
  const { id } = await params;
  const lang = await pageLocale(params);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const post = await loadPostById(Number(id), lang);
  if (!post) notFound();
  permanentRedirect(postUrl(postLink(post.slug, lang), lang));
}
