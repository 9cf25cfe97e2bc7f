import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { AppLocale } from '@/i18n/routing';
import { plainText, sanitizeRichText } from '@/lib/blog/sanitize';
import styles from './AboutAgency.module.css';

export interface AboutDetails {
  address: string;
  reference: string;
  zip: string;
  phone: string;
  whatsapp: string;
}

const digits = (text: string) => text.replace(/\D/g, '');

/** The about page (SPEC §2.10): the agency's description as rich text (sanitised on the
 * server) and its address, phone and WhatsApp when the panel has them. */
export async function AboutAgency({ locale, descriptionHtml, details }: { locale: AppLocale; descriptionHtml: string; details: AboutDetails }) {
  const t = await getTranslations({ locale, namespace: 'about' });
  const html = sanitizeRichText(descriptionHtml);
  const address = plainText(details.address);
  const reference = plainText(details.reference);
  const zip = plainText(details.zip);
  const phone = plainText(details.phone);
  const whatsapp = plainText(details.whatsapp);
  const hasDetails = Boolean(address || reference || zip || phone || whatsapp);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('heading')}</h1>
      <div className={styles.columns}>
        {/* The panel's HTML, sanitised: the page's script policy hashes no script inside it. */}
        <div className={styles.description} data-foreign-html="" dangerouslySetInnerHTML={{ __html: html }} />
        {hasDetails ? (
          <aside className={styles.details} aria-labelledby="about-contact">
            <h2 id="about-contact" className={styles.detailsHeading}>
              {t('contact')}
            </h2>
            <dl className={styles.list}>
              {address ? (
                <div>
                  <dt>{t('address')}</dt>
                  <dd>
                    {address}
                    {zip ? (
                      <>
                        <br />
                        <span className={styles.muted}>
                          {t('zip')} {zip}
                        </span>
                      </>
                    ) : null}
                  </dd>
                </div>
              ) : null}
              {reference ? (
                <div>
                  <dt>{t('reference')}</dt>
                  <dd>{reference}</dd>
                </div>
              ) : null}
              {!address && zip ? (
                <div>
                  <dt>{t('zip')}</dt>
                  <dd>{zip}</dd>
                </div>
              ) : null}
              {phone && phone !== '-' ? (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={`tel:+${digits(phone)}`}>{phone}</a>
                  </dd>
                </div>
              ) : null}
              {whatsapp && whatsapp !== '-' ? (
                <div>
                  <dt>{t('whatsapp')}</dt>
                  <dd>
                    <a href={`https://wa.me/${digits(whatsapp)}`} rel="noopener noreferrer" target="_blank">
                      {whatsapp}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
            <Link href="/contato" className={styles.contactLink}>
              {t('contactLink')}
            </Link>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
