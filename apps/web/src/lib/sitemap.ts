import 'server-only';
import type { MetadataRoute } from 'next';
import { getPathname, type Href } from '@/i18n/navigation';
import { routing, type AppLocale } from '@/i18n/routing';
import { isStaticPath, NOT_IN_SITEMAP, PATHNAMES, type InternalPath } from '@/i18n/table';
import { getTalentSummaries } from './backends/integration';
import { getPosts } from './backends/panel';
import { postUrl, siteTranslations } from './blog/links';
import { postTarget } from './blog/slugs';
import { env } from './env';
import { orUnavailable } from './errors/unavailable';
import { keepForListing, LISTING_CATEGORIES } from './talents/categories';
import { talentSlug } from './talents/slug';

/** Pages of every locale, as links name them (i18n/navigation.ts): every page of the routing table
 * without a param but those it leaves out (NOT_IN_SITEMAP), and every category. The name-search
 * results are left out too (a visitor's text). */
export const SITEMAP_PAGES: readonly Href[] = [
  ...(Object.keys(PATHNAMES) as InternalPath[]).filter(isStaticPath).filter((page) => !NOT_IN_SITEMAP.includes(page)),
  ...LISTING_CATEGORIES.map((category): Href => ({ pathname: '/talents/[category]', params: { category } })),
];

type Entry = MetadataRoute.Sitemap[number];

function entry(paths: Partial<Record<AppLocale, string>>, locale: AppLocale, site: string, extra: Partial<Entry> = {}): Entry {
  const languages: Record<string, string> = {};
  for (const [l, p] of Object.entries(paths)) languages[l] = new URL(p, site).toString();
  // As every page declares: the fallback locale's page for any other language.
  if (languages[routing.defaultLocale]) languages['x-default'] = languages[routing.defaultLocale]!;
  return {
    url: new URL(paths[locale]!, site).toString(),
    alternates: { languages },
    ...extra,
  };
}

const lastModified = (date: string): Pick<Entry, 'lastModified'> => {
  const time = Date.parse(date);
  return Number.isNaN(time) ? {} : { lastModified: new Date(time).toISOString() };
};

/** Every page in both locales, every talent's gallery and every post (SPEC §2.1). A back end that
 * does not answer (and has no last good answer) makes it the 503 of an unavailable page, never a
 * shorter list: a crawler would read the missing galleries and posts as gone. */
export async function buildSitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const out: MetadataRoute.Sitemap = [];

  for (const page of SITEMAP_PAGES) {
    const paths = { pt: getPathname({ href: page, locale: 'pt' }), en: getPathname({ href: page, locale: 'en' }) };
    for (const locale of routing.locales) {
      out.push(entry(paths, locale, site, { changeFrequency: page === '/' ? 'daily' : 'weekly', priority: page === '/' ? 1 : 0.7 }));
    }
  }

  const talents = keepForListing(await orUnavailable(getTalentSummaries([], routing.defaultLocale)), null);
  for (const talent of talents) {
    const slug = talentSlug(talent.name);
    const href: Href = { pathname: '/modelo/[id]/[name]', params: { id: talent.id, name: slug } };
    const paths = { pt: getPathname({ href, locale: 'pt' }), en: getPathname({ href, locale: 'en' }) };
    for (const locale of routing.locales) out.push(entry(paths, locale, site, { changeFrequency: 'weekly', priority: 0.6 }));
  }

  for (const locale of routing.locales) {
    for (const type of ['blog', 'campaign'] as const) {
      const posts = await orUnavailable(getPosts(type, locale));
      for (const post of posts) {
        const target = postTarget(post.slug, locale, site);
        if (target.kind === 'external') continue; // a post on another site
        // A post with its translations on the site; its locale is the one its path names.
        const own: AppLocale = target.kind === 'post' ? (target.locale ?? locale) : locale;
        const paths: Partial<Record<AppLocale, string>> = {};
        if (target.kind === 'post') {
          for (const [language, slug] of Object.entries(siteTranslations(post)) as [AppLocale, string][]) {
            paths[language] = getPathname({ href: { pathname: '/blog/[slug]', params: { slug } }, locale: language });
          }
        }
        paths[own] = postUrl(target, locale);
        out.push(entry(paths, own, site, { ...lastModified(post.createdAt), changeFrequency: 'monthly', priority: 0.5 }));
      }
    }
  }

  // One URL once, even when two posts share a path.
  const seen = new Set<string>();
  return out.filter((item) => (seen.has(item.url) ? false : (seen.add(item.url), true)));
}
