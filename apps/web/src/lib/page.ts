import 'server-only';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import type { Href } from '@/i18n/navigation';
import { isAppLocale, routing, type AppLocale } from '@/i18n/routing';
import { pageMetadata } from './seo';

/** The params of every page under app/[lang]. */
export type LangParams = Promise<{ lang: string }>;

/**
 * The locale of a page under app/[lang] (SPEC §2.3), checked in this one place: the [lang]
 * layout and every page and generateMetadata call it. A lang that is not a locale never gets
 * here in practice (next.config's unsupported-lang rewrite sends it to the fallback locale's 404), and
 * answers 404 if it does. Also sets next-intl's locale for the render (static rendering).
 */
export async function pageLocale(params: Promise<{ lang: string }>): Promise<AppLocale> {
  const { lang } = await params;
  if (!isAppLocale(lang)) notFound();
  setRequestLocale(lang);
  return lang;
}

/** Pages whose heading and lead are messages `pages.{key}.title` and `.lead`. */
export type IntroKey = 'contact' | 'apply';

/** generateMetadata of an intro page: its title and lead as title and description. */
export const introMetadata =
  (key: IntroKey, path: Href) =>
  async ({ params }: { params: LangParams }): Promise<Metadata> => {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: `pages.${key}` });
    return pageMetadata({ locale, path, title: t('title'), description: t('lead') });
  };

/**
 * The metadata of a page that answers 404 ('This page could not be found. | Vitrine'). Given by
 * the page's own generateMetadata: the not-found file's metadata is in the server's HTML but
 * replaced by the layout's once scripts run (vercel/next.js#95836), the page's is kept.
 */
export async function notFoundMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'common.notFound' });
  return { title: t('title'), robots: { index: false } };
}

/** The metadata of a post the panel cannot give (SPEC §8: 404 'Unable to fetch Website
 * Information'): the post pages' own, and their not-found files' (which a cached 404 refreshed
 * in the background runs instead, with the params when Next gives them). */
export async function postUnavailableMetadata(params?: Promise<{ lang?: string }>): Promise<Metadata> {
  // Without params (a not-found file refreshed in the background), the locale the [lang] layout
  // set for this render.
  const lang = (await params)?.lang ?? (await getLocale());
  const t = await getTranslations({ locale: isAppLocale(lang) ? lang : routing.defaultLocale, namespace: 'blog' });
  return { title: t('unavailable'), robots: { index: false } };
}

/** The metadata of a page whose back end did not answer (the error page, 503): a title that says
 * so, rather than none. */
export async function unavailableMetadata(locale: AppLocale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  return { title: t('unavailableTitle'), robots: { index: false } };
}
