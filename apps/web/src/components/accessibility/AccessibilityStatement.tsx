import { getTranslations } from 'next-intl/server';
import { getPathname, Link } from '@/i18n/navigation';
import { absoluteUrl } from '@/lib/seo';
import type { AppLocale } from '@/i18n/routing';
import styles from './AccessibilityStatement.module.css';

const MEETS = ['semantic', 'keyboard', 'labels', 'contrast', 'motion', 'languages'] as const;
/** Known non-accessible content, each with its reason and an alternative. */
const NOT_ACCESSIBLE = ['players', 'sliders'] as const;

const List = ({ items }: { items: string[] }) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** A part of the statement that is one paragraph under its heading. */
const Part = ({ id, title, text }: { id: string; title: string; text: string }) => (
  <section aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    <p>{text}</p>
  </section>
);

interface Props {
  locale: AppLocale;
  /** The agency's phone (website text contact_phone), or '' when the panel has none. */
  phone: string;
}

/** The accessibility statement, in the parts of the EU's model statement: compliance status,
 * non-accessible content (reason, alternative), how and when it was assessed, feedback and
 * contact, review; and what the site meets, how it is tested, how to report a barrier. */
export async function AccessibilityStatement({ locale, phone }: Props) {
  const t = await getTranslations({ locale, namespace: 'accessibility' });
  const contactPath = getPathname({ href: '/contato', locale });
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('title')}</h1>
        <p className="page-lead">{t('lead')}</p>
      </header>
      <div className={styles.statement}>
        <Part id="a11y-status" title={t('statusTitle')} text={t('status')} />
        <section aria-labelledby="a11y-meets">
          <h2 id="a11y-meets">{t('meetsTitle')}</h2>
          <p>{t('meets')}</p>
          <List items={MEETS.map((key) => t(`meetsItems.${key}`))} />
        </section>
        <Part id="a11y-tested" title={t('testedTitle')} text={t('tested')} />
        <section aria-labelledby="a11y-not-accessible">
          <h2 id="a11y-not-accessible">{t('notAccessibleTitle')}</h2>
          <List items={NOT_ACCESSIBLE.map((key) => t(`notAccessible.${key}`))} />
        </section>
        <Part id="a11y-assessed" title={t('assessedTitle')} text={t('assessed')} />
        <Part id="a11y-limits" title={t('limitsTitle')} text={t('limits')} />
        <section aria-labelledby="a11y-report">
          <h2 id="a11y-report">{t('reportTitle')}</h2>
          <p>{t.rich('report', { contact: (chunks) => <Link href="/contato">{chunks}</Link> })}</p>
          {phone ? (
            <p>{t.rich('reportPhone', { phone, tel: (chunks) => <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>{chunks}</a> })}</p>
          ) : null}
        </section>
        <section aria-labelledby="a11y-feedback">
          <h2 id="a11y-feedback">{t('feedbackTitle')}</h2>
          <p>{t.rich('feedback', { address: absoluteUrl(contactPath), contact: (chunks) => <Link href="/contato">{chunks}</Link> })}</p>
        </section>
        <p className={styles.reviewed}>
          {t('reviewed')} {t('review')}
        </p>
      </div>
    </div>
  );
}
