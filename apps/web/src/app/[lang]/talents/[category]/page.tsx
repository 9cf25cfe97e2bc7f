import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { TalentFilter } from '@vitrine/contracts';
import { OFFICES } from '@vitrine/contracts/constants';
import { Link } from '@/i18n/navigation';
import { getTalentSummaries } from '@/lib/backends/integration';
import { pageMetadata } from '@/lib/seo';
import { categoryFilters, isListingCategory, keepForListing } from '@/lib/talents/categories';
import { TalentNameList } from '@/components/talents/TalentNameList';
import { notFoundMetadata, pageLocale } from '@/lib/page';

// Reads ?office= on the server, so it is rendered per request for now ('auto' lifts the
// layout's force-static; with no generateStaticParams of its own the route is dynamic). The
// boards' filter route (the query as a path segment, rewritten by the proxy) makes it cacheable.
export const dynamic = 'auto';

type Props = {
  params: Promise<{ lang: string; category: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const officeOf = (value: string | string[] | undefined) =>
  OFFICES.find((office) => office.slug === (Array.isArray(value) ? value[0] : value)) ?? null;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { category } = await params;
  const lang = await pageLocale(params);
  if (!isListingCategory(category)) return notFoundMetadata(lang);
  const t = await getTranslations({ locale: lang, namespace: 'talents' });
  return pageMetadata({ locale: lang, path: { pathname: '/talents/[category]', params: { category } }, title: t(`categories.${category}`) });
}

/** /{lang}/talents/{category} (SPEC §2.1, §2.6); ?office={slug} narrows to one office (the
 * reading-B paths /models/women/sao-paulo… land here). An unknown category is a 404. */
export default async function TalentCategoryPage({ params, searchParams }: Props) {
  const { category } = await params;
  const lang = await pageLocale(params);
  if (!isListingCategory(category)) notFound();
  const t = await getTranslations({ locale: lang, namespace: 'talents' });
  const office = officeOf((await searchParams).office);
  const filters: TalentFilter[] = [...categoryFilters(category)];
  if (office) filters.push({ property: 'office', value: office.slug });
  const talents = keepForListing(await getTalentSummaries(filters, lang), category);
  const withOffices = category === 'mulheres' || category === 'homens';

  return (
    <div className="page">
      <header className="page-header">
        <p className="page-eyebrow">{t('title')}</p>
        <h1 className="page-title">{t(`categories.${category}`)}</h1>
        {withOffices && (
          <nav aria-label={t('offices')}>
            <ul className="filter-links">
              <li>
                <Link href={{ pathname: '/talents/[category]', params: { category } }} aria-current={office ? undefined : 'page'}>
                  {t('allOffices')}
                </Link>
              </li>
              {OFFICES.map((o) => (
                <li key={o.slug}>
                  <Link
                    href={{ pathname: '/talents/[category]', params: { category }, query: { office: o.slug } }}
                    aria-current={office?.slug === o.slug ? 'page' : undefined}
                  >
                    {o.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      <TalentNameList talents={talents} locale={lang} />
    </div>
  );
}
