'use client';

import { useEffect, useRef } from 'react';
import type { AppLocale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { MEASUREMENT_FIELDS, PHOTO_FIELDS, TEXT_FIELDS, type TextField } from '@/lib/forms/apply-schema';
import { optionsFor } from '@/lib/forms/options';
import { PHOTO_SLOTS } from '@/lib/forms/photos';
import type { ApplyStrings } from './ApplyForm';
import styles from './Apply.module.css';

export interface ReceiptData {
  reference: string;
  receivedAt: string;
  /** YYYY-MM-DD. */
  deleteOn: string;
  replyDays: number;
  /** What was sent: each text field, and each photo by its file name. */
  values: Partial<Record<string, string>>;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** What the applicant gets after sending: reference number, what was sent, the reply window and
 * the date the data and photos will be deleted. Focused when it appears. */
export function Receipt({ data, locale, strings, onDone }: { data: ReceiptData; locale: AppLocale; strings: ApplyStrings; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const date = new Intl.DateTimeFormat(locale === 'pt' ? 'pt-BR' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${data.deleteOn}T00:00:00Z`),
  );
  const shown = (field: TextField): string => {
    const value = data.values[field] ?? '';
    if (field === 'gender') return value === 'woman' ? strings.genders.woman : value === 'man' ? strings.genders.man : value;
    const measurement = MEASUREMENT_FIELDS.find((m) => m === field);
    return measurement ? (optionsFor(measurement, locale).find((o) => o.value === value)?.label ?? value) : value;
  };
  const photos = PHOTO_FIELDS.map((field) => data.values[field] ?? '');

  return (
    <section className={styles.receipt} aria-labelledby="receipt-heading">
      {/* Focused as it appears; `autoFocus` for the page an application sent without the form's
          code comes back as, which then opens on it. */}
      <h2 id="receipt-heading" ref={heading} tabIndex={-1} className={styles.receiptHeading} autoFocus>
        {strings.receipt.heading}
      </h2>
      <p className={styles.reference}>
        {strings.receipt.reference}: <strong>{data.reference}</strong>
      </p>
      <p>{strings.receipt.reply}</p>
      <p>{fill(strings.receipt.deletion, { date })}</p>
      <h3 className={styles.summaryHeading}>{strings.receipt.summary}</h3>
      <dl className={styles.summary}>
        {TEXT_FIELDS.filter((field) => (data.values[field] ?? '') !== '').map((field) => (
          <div key={field}>
            <dt>{strings.labels[field]}</dt>
            <dd>{shown(field)}</dd>
          </div>
        ))}
        <div>
          <dt>{strings.receipt.photos}</dt>
          <dd>
            {strings.receipt.photoCount}:{' '}
            {photos.map((file, i) => `${strings.slots[PHOTO_SLOTS[i]!]} (${file})`).join(', ')}
          </dd>
        </div>
      </dl>
      {/* A link to the empty form where the form's code does not run; in place where it does. */}
      <Link
        href="/seja-modelo"
        className={styles.another}
        onClick={(event) => {
          event.preventDefault();
          onDone();
        }}
      >
        {strings.receipt.another}
      </Link>
    </section>
  );
}
