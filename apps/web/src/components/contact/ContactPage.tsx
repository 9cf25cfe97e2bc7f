import { getTranslations } from 'next-intl/server';
import type { ContactStrings } from '@/components/forms/ContactForm';
import { LazyContactForm } from '@/components/forms/LazyContactForm';
import type { AppLocale } from '@/i18n/routing';
import type { StaffView } from '@/lib/backends/panel';
import { plainText } from '@/lib/blog/sanitize';
import { mapEmbedUrl, phoneDigits, whatsappUrl } from '@/lib/contact/map';
import { ERROR_CODES, type ErrorCode } from '@/lib/forms/rules';
import { JsonLd } from '@/components/seo/JsonLd';
import { agencyData } from '@/lib/agency-data';
import { OfficeMap } from './OfficeMap';
import { StaffGrid } from './StaffGrid';
import { routing } from '@/i18n/routing';
import head from '@/components/layout/PageHead.module.css';
import styles from './Contact.module.css';

export interface ContactTexts {
  description: string;
  address: string;
  reference: string;
  zip: string;
  phone: string;
  whatsapp: string;
  saoPaulo: string;
  portoAlegre: string;
  mapQuery: string;
}

const shown = (text: string) => {
  const t = plainText(text).trim();
  return t && t !== '-' ? t : '';
};

/** The contact page (SPEC §2.9): reference text, address, zip, phone, WhatsApp, the offices, the
 * contact form, the map (loaded on demand) and the staff grid. */
export async function ContactPage({ locale, texts, staff }: { locale: AppLocale; texts: ContactTexts; staff: StaffView[] }) {
  const t = await getTranslations({ locale, namespace: 'contact' });
  const f = await getTranslations({ locale, namespace: 'forms' });
  const address = shown(texts.address);
  const reference = shown(texts.reference);
  const zip = shown(texts.zip);
  const phone = shown(texts.phone);
  const whatsapp = shown(texts.whatsapp);
  const description = shown(texts.description);
  const offices = [
    { name: t('saoPaulo'), address: shown(texts.saoPaulo) },
    { name: t('portoAlegre'), address: shown(texts.portoAlegre) },
  ].filter((o) => o.address);
  const mapAddress = shown(texts.mapQuery) || [address, zip].filter(Boolean).join(', ');

  const strings: ContactStrings = {
    heading: f('contact.heading'),
    labels: {
      name: f('contact.fields.name'),
      email: f('contact.fields.email'),
      phone: f('contact.fields.phone'),
      message: f('contact.fields.message'),
    },
    required: f('required'),
    optional: f('optional'),
    submit: f('contact.submit'),
    sending: f('contact.sending'),
    sent: f('contact.sent'),
    sentStatus: f('contact.sentStatus'),
    general: f('general'),
    sendFailed: f('sendFailed'),
    honeypot: f('honeypot'),
    // A text too long's limit stays `{max}`, put in by the form for the field (lib/forms/rules.ts,
    // fieldMessage).
    errors: Object.fromEntries(ERROR_CODES.map((code) => [code, f(`errors.${code}`, { max: '{max}' })])) as Record<ErrorCode, string>,
  };

  return (
    <div className={`${head.column} ${styles.page}`}>
      <h1 className={head.titleCaps}>{t('heading')}</h1>
      <JsonLd data={agencyData(locale, offices, phone || undefined)} />
      <div className={styles.columns}>
        <div className={styles.details}>
          {description ? <p className={styles.description}>{description}</p> : null}
          <section aria-labelledby="agency-heading">
            <h2 id="agency-heading" className={styles.sectionHeading}>
              {t('agency')}
            </h2>
            <dl className={styles.list}>
              {address ? (
                <div>
                  <dt>{t('address')}</dt>
                  <dd>{address}</dd>
                </div>
              ) : null}
              {reference ? (
                <div>
                  <dt>{t('reference')}</dt>
                  <dd>{reference}</dd>
                </div>
              ) : null}
              {zip ? (
                <div>
                  <dt>{t('zip')}</dt>
                  <dd>{zip}</dd>
                </div>
              ) : null}
              {phone ? (
                <div>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={`tel:+${phoneDigits(phone)}`}>{phone}</a>
                  </dd>
                </div>
              ) : null}
              {whatsapp ? (
                <div>
                  <dt>{t('whatsapp')}</dt>
                  <dd>
                    <a href={whatsappUrl(whatsapp)} rel="noopener noreferrer" target="_blank" aria-label={t('whatsappLink', { number: whatsapp })}>
                      {whatsapp}
                    </a>
                  </dd>
                </div>
              ) : null}
            </dl>
          </section>
          {offices.length > 0 ? (
            <section aria-labelledby="offices-heading">
              <h2 id="offices-heading" className={styles.sectionHeading}>
                {t('offices')}
              </h2>
              <ul className={styles.offices}>
                {offices.map((office) => (
                  <li key={office.name}>
                    <h3 className={styles.officeName}>{office.name}</h3>
                    <address className={styles.officeAddress}>{office.address}</address>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className={styles.formColumn}>
          <LazyContactForm locale={locale} strings={strings} />
        </div>
      </div>
      {mapAddress ? (
        <section className={styles.mapSection} aria-labelledby="map-heading">
          <h2 id="map-heading" className={styles.sectionHeading}>
            {t('map.heading')}
          </h2>
          <div className={styles.mapRow}>
            <address className={styles.mapText}>
              {address || mapAddress}
              {zip ? (
                <>
                  <br />
                  {t('zip')} {zip}
                </>
              ) : null}
            </address>
            <OfficeMap
              address={mapAddress}
              embedUrl={mapEmbedUrl(mapAddress)}
              title={t('map.title', { address: mapAddress })}
              showLabel={t('map.show')}
              note={t('map.note')}
            />
          </div>
        </section>
      ) : null}
      <StaffGrid
        staff={staff}
        strings={{
          heading: t('staff.heading'),
          photoNetwork: (name, handle) => t('staff.photoNetwork', { name, handle }),
          email: (name, address) => t('staff.email', { name, address }),
          phone: (name, number) => t('staff.phone', { name, number }),
          roleLang: locale === routing.defaultLocale ? undefined : routing.defaultLocale,
        }}
      />
    </div>
  );
}
