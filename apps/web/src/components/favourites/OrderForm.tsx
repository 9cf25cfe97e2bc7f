'use client';

import { useRef, useState, useTransition } from 'react';
import { useTranslations } from 'next-intl';
import { InputMask } from '@react-input/mask';
import { CNPJ_MASK } from '@/lib/favourites/cnpj';
import type { FavouriteTalent } from '@/lib/favourites/store';
import {
  emptyOrder,
  hasErrors,
  ORDER_MAX_LENGTH,
  validateOrder,
  type OrderErrors,
  type OrderField,
  type OrderFields,
} from '@/lib/favourites/order';
import { sendOrder } from './actions';
import styles from './ECasting.module.css';

type Outcome = 'invalid' | 'failed' | 'emptyList' | null;

/** The order form of SPEC §2.14 / §3. Nothing typed is lost on an error: the fields are
 * controlled and only cleared after the agency has the order. */
export function OrderForm({ talents, onSent }: { talents: readonly FavouriteTalent[]; onSent: () => void }) {
  const t = useTranslations('ecasting.form');
  const [fields, setFields] = useState<OrderFields>(emptyOrder);
  const [errors, setErrors] = useState<OrderErrors>({});
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);

  const update = (key: OrderField) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const focusFirstError = (found: OrderErrors) => {
    const first = (Object.keys(found) as OrderField[])[0];
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateOrder(fields);
    if (hasErrors(found)) {
      setErrors(found);
      setOutcome('invalid');
      focusFirstError(found);
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.set(key, value);
    const honeypot = formRef.current?.querySelector<HTMLInputElement>('[name="website"]')?.value;
    if (honeypot) form.set('website', honeypot);
    setOutcome(null);
    startTransition(async () => {
      let result: Awaited<ReturnType<typeof sendOrder>>;
      try {
        result = await sendOrder(
          talents.map((talent) => talent.id),
          form,
        );
      } catch {
        setOutcome('failed');
        return;
      }
      if (result.status === 'sent') {
        setFields(emptyOrder());
        setErrors({});
        onSent();
      } else if (result.status === 'invalid') {
        setErrors(result.errors);
        setOutcome('invalid');
        focusFirstError(result.errors);
      } else if (result.status === 'empty') {
        setOutcome('emptyList');
      } else {
        setOutcome('failed');
      }
    });
  };

  const field = (key: OrderField, options: { type?: string; autoComplete?: string; required?: boolean; multiline?: boolean } = {}) => {
    const id = `order-${key}`;
    const error = errors[key];
    const common = {
      id,
      name: key,
      value: fields[key],
      onChange: update(key),
      disabled: pending,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      'aria-required': options.required || undefined,
      maxLength: ORDER_MAX_LENGTH[key],
      className: styles.input,
    } as const;
    return (
      <div className={styles.field}>
        <label htmlFor={id} className={styles.label}>
          {t(key)}
          {options.required ? <span aria-hidden="true"> *</span> : <span className={styles.optional}> ({t('optional')})</span>}
        </label>
        {options.multiline ? (
          <textarea {...common} rows={5} />
        ) : key === 'Cnpj' ? (
          <InputMask {...common} mask={CNPJ_MASK} replacement={{ _: /\d/ }} inputMode="numeric" placeholder="00.000.000/0000-00" />
        ) : (
          <input {...common} type={options.type ?? 'text'} autoComplete={options.autoComplete} />
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            {t(`errors.${error}`)}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby="order-heading" className={styles.order}>
      <h2 id="order-heading" className={styles.subheading}>
        {t('heading')}
      </h2>
      <p className={styles.formLead}>{t('lead')}</p>
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form} aria-busy={pending}>
        {field('Name', { autoComplete: 'name', required: true })}
        {field('Phone', { type: 'tel', autoComplete: 'tel', required: true })}
        {field('Email', { type: 'email', autoComplete: 'email', required: true })}
        {field('CorporateName', { autoComplete: 'organization' })}
        {field('Cnpj')}
        {field('Message', { multiline: true })}
        <div className={styles.honeypot} aria-hidden="true">
          <label htmlFor="order-website">Website</label>
          <input id="order-website" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button type="submit" className={styles.primary} disabled={pending}>
          {pending ? t('sending') : t('submit')}
        </button>
        <p role={outcome ? 'alert' : undefined} className={styles.outcome}>
          {outcome === 'invalid' ? t('invalid') : outcome === 'failed' ? t('failed') : outcome === 'emptyList' ? t('emptyList') : ''}
        </p>
      </form>
    </section>
  );
}
