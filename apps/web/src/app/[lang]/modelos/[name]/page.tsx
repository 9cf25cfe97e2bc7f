import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { searchTalents } from '@/lib/backends/integration';
import { orUnavailable } from '@/lib/errors/unavailable';
import { pageMetadata } from '@/lib/seo';
import { heartTexts } from '@/components/talents/board-texts';
import { TalentGrid } from '@/components/talents/TalentGrid';
import { pageLocale } from '@/lib/page';
import type { AppLocale } from '@/i18n/routing';
import { tidyName } from '@/i18n/table';
import { renderOnFirstRequest } from '@/lib/cache';

// Cached on its first request (lib/cache.ts).
export const generateStaticParams = renderOnFirstRequest;

type Props = { params: Promise<{ lang: string; name: string }> };

/** The searched text: the route segment, decoded once, spaces tidied. */
function searchedName(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // Already decoded, or a stray '%': use it as it is.
  }
  return tidyName(text);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { name } = await params;
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'pages.nameSearch' });
  const text = searchedName(name);
  if (!text) {
    const search = await getTranslations({ locale: lang, namespace: 'pages.search' });
    return pageMetadata({ locale: lang, path: '/buscar', title: search('title'), noIndex: true });
  }
  return pageMetadata({
    locale: lang,
    path: { pathname: '/modelos/[name]', params: { name: encodeURIComponent(text) } },
    title: t('title', { name: text }),
    noIndex: true,
  });
}

/** /{lang}/modelos/{name} (SPEC §2.1): the talents whose name contains the text. */
export default async function NameSearchPage({ params }: Props) {
  const { name } = await params;
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'pages.nameSearch' });
  const tTalents = await getTranslations({ locale: lang, namespace: 'talents' });
  const text = searchedName(name);
  if (!text) return <BlankSearch locale={lang} />;
  // The cached search list (one entry for every text), matched ignoring case and accents.
  const talents = await orUnavailable(searchTalents(text));

  return (
    <div className="page">
      <header className="page-header">
        <p className="page-eyebrow">{tTalents('title')}</p>
        <h1 className="page-title">{t('heading', { name: text })}</h1>
      </header>
      {talents.length === 0 ? (
        <p className="page-lead search-prompt">{t('none')}</p>
      ) : (
        <>
          <p className="search-count">{t('count', { count: talents.length })}</p>
          <TalentGrid talents={talents} locale={lang} listKey={text} moreLabel={tTalents('more')} heart={await heartTexts(lang)} />
        </>
      )}
    </div>
  );
}

/** A name of only spaces: nothing was searched, so the search page's prompt, not a result. */
async function BlankSearch({ locale }: { locale: AppLocale }) {
  const t = await getTranslations({ locale, namespace: 'pages.search' });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('heading')}</h1>
      </header>
      <p className="page-lead search-prompt">{t('prompt')}</p>
    </div>
  );
}
