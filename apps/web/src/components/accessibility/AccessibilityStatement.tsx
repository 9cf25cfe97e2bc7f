import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import styles from './AccessibilityStatement.module.css';

const MEETS = ['semantic', 'keyboard', 'labels', 'contrast', 'motion', 'languages'] as const;

interface Props {
  locale: AppLocale;
  /** The agency's phone (website text contact_phone), or '' when the panel has none. */
  phone: string;
}

/** The accessibility statement: what the site meets, how it is tested, how to report a barrier. */
export async function AccessibilityStatement({ locale, phone }: Props) {
  const t = await getTranslations({ locale, namespace: 'accessibility' });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <div className={styles.statement}>
        <section aria-labelledby="a11y-meets">
          <h2 id="a11y-meets">{t('meetsTitle')}</h2>
          <p>{t('meets')}</p>
          <ul>
            {MEETS.map((key) => (
              <li key={key}>{t(`meetsItems.${key}`)}</li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="a11y-tested">
          <h2 id="a11y-tested">{t('testedTitle')}</h2>
          <p>{t('tested')}</p>
        </section>
        <section aria-labelledby="a11y-limits">
          <h2 id="a11y-limits">{t('limitsTitle')}</h2>
          <p>{t('limits')}</p>
        </section>
        <section aria-labelledby="a11y-report">
          <h2 id="a11y-report">{t('reportTitle')}</h2>
          <p>{t.rich('report', { contact: (chunks) => <Link href="/contato">{chunks}</Link> })}</p>
          {phone ? (
            <p>{t.rich('reportPhone', { phone, tel: (chunks) => <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{chunks}</a> })}</p>
          ) : null}
        </section>
        <p className={styles.reviewed}>{t('reviewed')}</p>
      </div>
    </div>
  );
}
