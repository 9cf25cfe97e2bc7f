import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HeroSlider } from '@/components/home/HeroSlider';
import { HydrateApart } from '@/components/layout/HydrateApart';
import { PreHomeOverlay } from '@/components/layout/PreHomeOverlay';
import { PostMasonry } from '@/components/home/PostMasonry';
import { preloadFirstSlide, withSlideImages } from '@/components/home/slide-images';
import { getPosts, getSlides, getWebsiteText } from '@/lib/backends/panel';
import { plainText } from '@/lib/blog/sanitize';
import { orUnavailable } from '@/lib/errors/unavailable';
import { agencyName, descriptionOf, pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';
import { OFFICES } from '@vitrine/contracts/constants';
import { JsonLd } from '@/components/seo/JsonLd';
import { agencyData } from '@/lib/agency-data';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const about = await getWebsiteText('about_description', lang).catch(() => '');
  const description = descriptionOf(plainText(about));
  return pageMetadata({ locale: lang, path: '/', description });
}

/** Home (SPEC §2.5): the full-height slider, then the masonry of the locale's blog posts.
 * Either list failing shows the error page with the error code (SPEC §8). */
export default async function HomePage({ params }: Props) {
  const lang = await pageLocale(params);
  const [slides, posts, t] = await Promise.all([
    orUnavailable(getSlides(lang)),
    orUnavailable(getPosts('blog', lang)),
    getTranslations('home.slider'),
  ]);
  const heroSlides = withSlideImages(slides);
  preloadFirstSlide(heroSlides);
  return (
    <>
      {/* The landing (SPEC §2.4): first, so that the first Tab reaches it. */}
      <PreHomeOverlay locale={lang} />
      <h1 className="visually-hidden">{agencyName()}</h1>
      <JsonLd data={agencyData(lang, OFFICES.map((office) => ({ name: office.name, address: '' })))} />
      <HydrateApart>
        <HeroSlider
          slides={heroSlides}
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
      </HydrateApart>
      <PostMasonry posts={posts} locale={lang} />
    </>
  );
}
