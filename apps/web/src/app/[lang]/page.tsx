import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HeroSlider } from '@/components/home/HeroSlider';
import { PostMasonry } from '@/components/home/PostMasonry';
import { withSlideImages } from '@/components/home/slide-images';
import { routing } from '@/i18n/routing';
import { getPosts, getSlides, getWebsiteText } from '@/lib/backends/panel';
import { plainText } from '@/lib/blog/sanitize';
import { orUnavailable } from '@/lib/errors/unavailable';
import { agencyName, pageMetadata } from '@/lib/seo';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) return {};
  const about = await getWebsiteText('about_description', lang).catch(() => '');
  const description = plainText(about).slice(0, 160) || undefined;
  return pageMetadata({ locale: lang, path: '/', description });
}

/** Home (SPEC §2.5): the full-height slider, then the masonry of the locale's blog posts.
 * Either list failing shows the error page with the error code (SPEC §8). */
export default async function HomePage({ params }: Props) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const [slides, posts, t] = await Promise.all([
    orUnavailable(getSlides()),
    orUnavailable(getPosts('blog', lang)),
    getTranslations('home.slider'),
  ]);
  return (
    <>
      <h1 className="visually-hidden">{agencyName()}</h1>
      <HeroSlider
        slides={withSlideImages(slides)}
        labels={{
          label: t('label'),
          pause: t('pause'),
          play: t('play'),
          previous: t('previous'),
          next: t('next'),
          // Templates the slider fills in (messages are compiled at build: t.raw is not the text).
          goTo: t('goTo', { number: '{number}' }),
          position: t('position', { number: '{number}', total: '{total}' }),
        }}
      />
      <PostMasonry posts={posts} locale={lang} />
    </>
  );
}
