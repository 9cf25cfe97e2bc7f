import type { Metadata } from 'next';
import { cache } from 'react';
import { getMessages, getTranslations } from 'next-intl/server';
import { NotFoundPage } from '@/components/errors/NotFoundPage';
import { StandaloneHeart } from '@/components/favourites/StandaloneHeart';
import { Downloads } from '@/components/gallery/Downloads';
import { NextIntlClientProvider } from 'next-intl';
import { Gallery, type GalleryMedia } from '@/components/gallery/Gallery';
import { Measurements } from '@/components/gallery/Measurements';
import { BackToBoard } from '@/components/gallery/BackToBoard';
import { getPathname, permanentRedirect } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getTalentProfile } from '@/lib/backends/integration';
import { env } from '@/lib/env';
import { orUnavailable, ServiceUnavailableError } from '@/lib/errors/unavailable';
import { CARD_HEIGHT, CARD_WIDTH, cardFile, cardInput, cardVersion } from '@/lib/gallery/card';
import type { Unit } from '@/lib/talents/format';
import { talentId } from '@/lib/gallery/route-helpers';
import { GALLERY_TABS, pairedOrder, type GalleryImage } from '@/lib/gallery/tabs';
import { descriptionOf, pageMetadata } from '@/lib/seo';
import { gallerySummary } from '@/lib/gallery/measurements';
import { talentSlug } from '@/lib/talents/slug';
import { notFoundMetadata, pageLocale, unavailableMetadata } from '@/lib/page';
import { renderOnFirstRequest } from '@/lib/cache';
import type { TalentProfile } from '@vitrine/contracts';
import styles from '@/components/gallery/Gallery.module.css';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

type Props = { params: Promise<{ lang: string; id: string; name: string }> };

/** One profile request per render, shared by the metadata and the page. A back-end failure is
 * the error page with its code (docs/decisions/0003); an unknown id is null (404). */
const loadProfile = cache(async (id: number, locale: AppLocale) => orUnavailable(getTalentProfile(id, locale)));

/** The measurement card's address in a unit: its version (a hash of what it draws) makes it
 * cacheable forever. */
const cardUrl = cache(async (profile: TalentProfile, locale: AppLocale, unit: Unit = 'metric') => {
  const version = cardVersion(await cardInput(profile, locale, unit, env().AGENCY_NAME));
  return `/api/talents/${profile.id}/card/${cardFile(locale, unit, version)}`;
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const lang = await pageLocale(params);
  const talent = talentId(id);
  if (talent === null) return notFoundMetadata(lang);
  let profile: TalentProfile | null;
  try {
    profile = await loadProfile(talent, lang);
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return unavailableMetadata(lang);
    throw error;
  }
  if (!profile) return notFoundMetadata(lang);
  return pageMetadata({
    locale: lang,
    path: { pathname: '/modelo/[id]/[name]', params: { id: profile.id, name: talentSlug(profile.name) } },
    title: profile.name,
    description: descriptionOf(await gallerySummary(profile, lang)),
    type: 'profile',
    image: { url: await cardUrl(profile, lang), width: CARD_WIDTH, height: CARD_HEIGHT, alt: profile.name },
  });
}

/** The photo-sharing handle of '@name', 'name' or an instagram.com address. */
function instagramHandle(value: string | null): string | null {
  const handle = (value ?? '').trim().replace(/^https?:\/\/(www\.)?instagram\.com\//i, '').replace(/^@/, '').replace(/[/?#].*$/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? handle : null;
}

const images = (list: TalentProfile['book']): GalleryImage[] =>
  list.map((item) => ({ src: item.file, width: item.width, height: item.height }));

/** /{lang}/modelo/{id}/{name} and /{lang}/model/{id}/{name} (SPEC §2.1, §2.7): the same page for
 * every visitor (the unit, the tab and the favourites are applied in the browser). */
export default async function TalentPage({ params }: Props) {
  const { id, name } = await params;
  const lang = await pageLocale(params);
  const talent = talentId(id);
  if (talent === null) return <NotFoundPage locale={lang} />;
  const profile = await loadProfile(talent, lang);
  if (!profile) return <NotFoundPage locale={lang} />;
  // A talent under another name (an old slug, a typo, a made-up one) is one address: a 308 to
  // the canonical one, cached like the page (a redirect is kept in memory only, cache-handler.mjs).
  // The visitor's query is added to its Location by the site's server (lib/server/answers.ts).
  const slug = talentSlug(profile.name);
  if (name !== slug) {
    permanentRedirect({ href: { pathname: '/modelo/[id]/[name]', params: { id: profile.id, name: slug } }, locale: lang });
  }
  const t = await getTranslations({ locale: lang, namespace: 'gallery' });
  const { gallery, favourites } = await getMessages();

  const card: GalleryImage = {
    src: await cardUrl(profile, lang),
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    card: { imperial: await cardUrl(profile, lang, 'imperial') },
  };
  const media: GalleryMedia = {
    book: pairedOrder([card, ...images(profile.book)]),
    video: profile.video,
    snap: pairedOrder(images(profile.snap)),
    compo: pairedOrder(images(profile.compo)),
  };
  // What only scripts show: the galleries after the book (tabs), named under it where they do not run.
  const scripted = GALLERY_TABS.filter((tab) => tab.gallery !== 'book' && media[tab.gallery].length > 0).map((tab) => tab.label);
  const handle = instagramHandle(profile.instagram);
  const instagramUrl = handle ? `https://www.instagram.com/${encodeURIComponent(handle)}/` : null;

  return (
    <NextIntlClientProvider locale={lang} messages={{ gallery, favourites }}>
      <article className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.name}>{profile.name}</h1>
          {instagramUrl && (
            <a href={instagramUrl} className={styles.instagram} rel="noopener noreferrer" target="_blank">
              {t('instagram', { handle: `@${handle}` })}
            </a>
          )}
          <StandaloneHeart id={profile.id} name={profile.name} cover={profile.book[0]?.file} />
        </header>
        <div className={styles.media}>
          <Gallery name={profile.name} media={media} />
          <p className={styles.noScript}>
            {t('noScript', {
              galleries:
                scripted.length > 0
                  ? new Intl.ListFormat(lang === 'pt' ? 'pt-BR' : 'en', { type: 'conjunction' }).format([...scripted, t('noScriptFavourites')])
                  : 'none',
            })}
          </p>
        </div>
        <div className={styles.details}>
          <Measurements profile={profile} locale={lang} />
          <Downloads id={profile.id} />
          <BackToBoard href={getPathname({ href: '/talents', locale: lang })} className={styles.back}>
            {t('back')}
          </BackToBoard>
        </div>
      </article>
    </NextIntlClientProvider>
  );
}
