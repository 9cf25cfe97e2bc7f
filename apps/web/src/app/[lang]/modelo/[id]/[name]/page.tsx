import type { Metadata } from 'next';
import { cache } from 'react';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { getTalentProfile } from '@/lib/backends/integration';
import { pageMetadata } from '@/lib/seo';
import { talentSlug } from '@/lib/talents/slug';
import { notFoundMetadata, pageLocale } from '@/lib/page';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

type Props = { params: Promise<{ lang: string; id: string; name: string }> };

const talentId = (segment: string): number | null => (/^[1-9]\d{0,9}$/.test(segment) ? Number(segment) : null);

/** One profile request per render, shared by the metadata and the page. */
const loadProfile = cache(async (id: number, locale: AppLocale) => getTalentProfile(id, locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const lang = await pageLocale(params);
  const talent = talentId(id);
  if (talent === null) return notFoundMetadata(lang);
  const profile = await loadProfile(talent, lang);
  if (!profile) return notFoundMetadata(lang);
  const cover = profile.book[0];
  return pageMetadata({
    locale: lang,
    path: { pathname: '/modelo/[id]/[name]', params: { id: profile.id, name: talentSlug(profile.name) } },
    title: profile.name,
    type: 'profile',
    image: cover ? { url: cover.file, width: cover.width, height: cover.height, alt: profile.name } : null,
  });
}

/** /{lang}/modelo/{id}/{name} and /{lang}/model/{id}/{name} (SPEC §2.1, §2.7). The gallery
 * (measurements, media tabs, favourites) comes with its own issue; an unknown id is a 404. */
export default async function TalentPage({ params }: Props) {
  const { id } = await params;
  const lang = await pageLocale(params);
  const talent = talentId(id);
  if (talent === null) notFound();
  const profile = await loadProfile(talent, lang);
  if (!profile) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'pages.gallery' });
  const tTalents = await getTranslations({ locale: lang, namespace: 'talents' });

  return (
    <div className="page">
      <header className="page-header">
        <p className="page-eyebrow">{tTalents('title')}</p>
        <h1 className="page-title">{profile.name}</h1>
        <Link href="/talents" className="button-link">
          {t('back')}
        </Link>
      </header>
    </div>
  );
}
