import { getTranslations } from 'next-intl/server';
import type { AppLocale } from '@/i18n/routing';
import { plainText } from '@/lib/blog/sanitize';
import { TEXT_FIELDS } from '@/lib/forms/apply-schema';
import { ERROR_CODES, type ErrorCode } from '@/lib/forms/rules';
import { PHOTO_SLOTS } from '@/lib/forms/photos';
import type { ApplyStrings } from './ApplyForm';
import { LazyApplyForm } from './LazyApplyForm';
import head from '@/components/layout/PageHead.module.css';
import styles from './Apply.module.css';

/**
 * The be-a-model page (SPEC §2.8): intro, the safety notice (website texts apply_intro and
 * apply_safety when the panel has them, else the defaults in the messages) and the form.
 */
export async function ApplyPage({
  locale,
  texts,
  retentionDays,
  replyDays,
}: {
  locale: AppLocale;
  texts: { intro: string; safety: string };
  retentionDays: number;
  replyDays: number;
}) {
  const page = await getTranslations({ locale, namespace: 'pages.apply' });
  const f = await getTranslations({ locale, namespace: 'forms' });
  const intro = plainText(texts.intro).trim() || page('lead');
  const safety = plainText(texts.safety).trim() || f('apply.safety');

  const strings: ApplyStrings = {
    personal: f('apply.personal'),
    measurements: f('apply.measurements'),
    photos: f('apply.photos'),
    photosHint: f('apply.photosHint'),
    consentHeading: f('apply.consentHeading'),
    labels: Object.fromEntries(TEXT_FIELDS.map((k) => [k, f(`apply.fields.${k}`)])) as ApplyStrings['labels'],
    hints: {
      father: f('apply.hints.father'),
      fatherMinor: f('apply.hints.fatherMinor'),
      birthdate: f('apply.hints.birthdate'),
      phone: f('apply.hints.phone'),
    },
    genders: { woman: f('apply.genders.woman'), man: f('apply.genders.man') },
    slots: Object.fromEntries(PHOTO_SLOTS.map((s) => [s, f(`apply.slots.${s}`)])) as ApplyStrings['slots'],
    // Templates the form fills in the browser: formatted with their own placeholders, since the
    // messages are compiled at build (t.raw would give the compiled form).
    choosePhoto: f('apply.choosePhoto', { slot: '{slot}' }),
    changePhoto: f('apply.changePhoto', { slot: '{slot}' }),
    photoChosen: f('apply.photoChosen', { slot: '{slot}', name: '{name}' }),
    photoShrunk: f('apply.photoShrunk', { from: '{from}', to: '{to}' }),
    guardianConsent: f('apply.guardianConsent'),
    consent: f('apply.consent', { days: retentionDays }),
    required: f('required'),
    optional: f('optional'),
    select: f('select'),
    submit: f('apply.submit'),
    sending: f('apply.sending'),
    sent: f('apply.sent'),
    general: f('general'),
    sendFailed: f('sendFailed'),
    honeypot: f('honeypot'),
    // A text too long's limit stays `{max}`, put in by the form for the field (lib/forms/rules.ts,
    // fieldMessage).
    errors: Object.fromEntries(ERROR_CODES.map((code) => [code, f(`errors.${code}`, { max: '{max}' })])) as Record<ErrorCode, string>,
    receipt: {
      heading: f('apply.receipt.heading'),
      reference: f('apply.receipt.reference'),
      reply: f('apply.receipt.reply', { days: replyDays }),
      deletion: f('apply.receipt.deletion', { date: '{date}' }),
      summary: f('apply.receipt.summary'),
      photos: f('apply.receipt.photos'),
      photoCount: f('apply.receipt.photoCount', { count: PHOTO_SLOTS.length }),
      another: f('apply.receipt.another'),
    },
  };

  return (
    <div className={`${head.column} ${styles.page}`}>
      <h1 className={head.titleCaps}>{page('title')}</h1>
      <div className={styles.intro}>
        <p className={styles.lead}>{intro}</p>
        <aside className={styles.safety} aria-labelledby="safety-heading">
          <svg viewBox="0 0 24 24" className={styles.safetyIcon} aria-hidden="true" focusable="false">
            <path d="M12 2l8 3v6c0 5-3.4 9.4-8 11-4.6-1.6-8-6-8-11V5z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
            <path d="M12 7v6M12 16v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <h2 id="safety-heading" className={styles.safetyHeading}>
            {f('apply.safetyHeading')}
          </h2>
          <p className={styles.safetyText}>{safety}</p>
        </aside>
      </div>
      <section className={styles.formBox} aria-labelledby="apply-form-heading">
        <h2 id="apply-form-heading" className="visually-hidden">
          {f('apply.formHeading')}
        </h2>
        <LazyApplyForm locale={locale} strings={strings} />
      </section>
    </div>
  );
}
