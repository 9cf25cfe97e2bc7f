import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { routing } from '@/i18n/routing';
import { getTalentSummaries } from '@/lib/backends/integration';
import { keepForListing } from '@/lib/talents/categories';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const { lang } = await params;
  const t = await getTranslations({ locale: hasLocale(routing.locales, lang) ? lang : 'pt', namespace: 'talents' });
  return { title: t('title') };
}

export default async function TalentsPage({ params }: { params: Promise<{ lang: string }> }) {
  const { lang } = await params;
  if (!hasLocale(routing.locales, lang)) notFound();
  setRequestLocale(lang);
  const t = await getTranslations('talents');
  const talents = keepForListing(await getTalentSummaries([], lang), null);
  return (
    <main>
      <h1>{t('title')}</h1>
      {talents.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <ul>
          {talents.map((talent) => (
            <li key={talent.id}>{talent.name}</li>
          ))}
        </ul>
      )}
    </main>
  );
}
