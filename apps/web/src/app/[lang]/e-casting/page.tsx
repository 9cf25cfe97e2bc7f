import type { Metadata } from 'next';
import { getMessages, getTranslations } from 'next-intl/server';
import { ECasting } from '@/components/favourites/ECasting';
import { NextIntlClientProvider } from 'next-intl';
import { Link } from '@/i18n/navigation';
import styles from '@/components/favourites/ECasting.module.css';
import { pageMetadata } from '@/lib/seo';
import { pageLocale } from '@/lib/page';

type Props = { params: Promise<{ lang: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const lang = await pageLocale(params);
  const t = await getTranslations({ locale: lang, namespace: 'ecasting' });
  return pageMetadata({ locale: lang, path: '/e-casting', title: t('title'), noIndex: true });
}

/** Favourites and e-casting order (SPEC §2.14). The list lives in the browser; the page is the
 * same for everyone and fills itself from browser storage. */
export default async function ECastingPage({ params }: Props) {
  const lang = await pageLocale(params);
  const { ecasting, favourites, forms, gallery } = await getMessages();
  const t = await getTranslations({ locale: lang, namespace: 'ecasting' });
  const tTalents = await getTranslations({ locale: lang, namespace: 'talents' });
  // The order form's share of the forms' messages: field errors, the general and failure lines,
  // the word a required field's label ends with.
  const { errors, general, sendFailed, honeypot, required } = forms;
  return (
    <NextIntlClientProvider locale={lang} messages={{ ecasting, favourites, forms: { errors, general, sendFailed, honeypot, required }, gallery: { unit: gallery.unit } }}>
      <ECasting
        notice={
          // Without JavaScript the list in browser storage cannot be read: say so, and where to
          // go. Shown by the scripting media feature (ECasting.module.css) rather than
          // <noscript>, so it is real content whenever scripts are off, however they were
          // turned off.
          <div className={styles.noScript}>
            <p>{t('noScript')}</p>
            <nav aria-label={t('noScriptBoards')}>
              <ul>
                <li>
                  <Link href={{ pathname: '/talents/[category]', params: { category: 'mulheres' } }}>{tTalents('categories.mulheres')}</Link>
                </li>
                <li>
                  <Link href={{ pathname: '/talents/[category]', params: { category: 'homens' } }}>{tTalents('categories.homens')}</Link>
                </li>
                <li>
                  <Link href="/talents">{tTalents('title')}</Link>
                </li>
              </ul>
            </nav>
          </div>
        }
      />
    </NextIntlClientProvider>
  );
}
