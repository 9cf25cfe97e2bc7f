'use client';

import { useForm } from 'react-hook-form';
import { useTranslations } from '@/i18n/client-messages';
import { useLocale } from '@/i18n/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { Honeypot } from '@/components/forms/Honeypot';
import forms from '@/components/forms/Forms.module.css';
import { MaskedInput } from '@/components/forms/MaskedInput';
import { FIELD_CHECKS, useChangedFieldChecks } from '@/components/forms/useChangedFieldChecks';
import { useSubmission } from '@/components/forms/useSubmission';
import { CNPJ_MASK } from '@/lib/forms/masks';
import {
  emptyOrder,
  ORDER_FIELDS,
  ORDER_MAX_LENGTH,
  REQUIRED_ORDER_FIELDS,
  validateOrder,
  type OrderField,
  type OrderInput,
} from '@/lib/forms/order-schema';
import { rulesResolver } from '@/lib/forms/resolver';
import type { FavouriteTalent } from '@/lib/favourites/store';
import styles from './ECasting.module.css';

const resolver = rulesResolver<OrderInput>(validateOrder);

const INPUTS: Record<OrderField, { type?: string; autoComplete?: string }> = {
  Name: { autoComplete: 'name' },
  Phone: { type: 'tel', autoComplete: 'tel' },
  Email: { type: 'email', autoComplete: 'email' },
  CorporateName: { autoComplete: 'organization' },
  Cnpj: {},
  Message: {},
};

/**
 * The order form of SPEC §2.14 / §3: the rules the route handler runs too (order-schema.ts),
 * posted with the chosen talents' ids to /api/forms/order (the forms' abuse guards). Nothing
 * typed is lost on an error: the fields are only cleared after the agency has the order.
 */
export function OrderForm({ talents, onSent }: { talents: readonly FavouriteTalent[]; onSent: () => void }) {
  const t = useTranslations('ecasting.form');
  const f = useTranslations('forms');
  const locale = useLocale();
  const form = useForm<OrderInput>({ resolver, defaultValues: emptyOrder(), ...FIELD_CHECKS });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = form;
  const checkChangedField = useChangedFieldChecks(form);
  const { sending, failure, failureFocus, submit, honeypot } = useSubmission({
    url: `/api/forms/order?lang=${locale}`,
    fields: ORDER_FIELDS,
    setError,
    general: f('general'),
    sendFailed: f('sendFailed'),
  });

  const onValid = async (values: OrderInput) => {
    const body = new FormData();
    for (const field of ORDER_FIELDS) body.append(field, values[field]);
    body.append('talents', talents.map((talent) => talent.id).join(','));
    if ((await submit<{ reference: string }>(body)).ok) {
      reset(emptyOrder());
      onSent();
    }
  };

  const field = (name: OrderField) => {
    const id = `order-${name}`;
    const code = errors[name]?.message;
    const required = REQUIRED_ORDER_FIELDS.has(name);
    const attributes = {
      id,
      'aria-invalid': code ? true : undefined,
      'aria-describedby': code ? `${id}-error` : undefined,
      'aria-required': required || undefined,
      maxLength: ORDER_MAX_LENGTH[name],
      className: forms.input,
    } as const;
    return (
      <div className={forms.field} key={name}>
        <label htmlFor={id} className={forms.label}>
          {t(name)}
          {required ? <span aria-hidden="true"> *</span> : <span className={forms.flag}> ({t('optional')})</span>}
        </label>
        {name === 'Message' ? (
          <textarea {...attributes} {...register(name)} rows={5} />
        ) : name === 'Cnpj' ? (
          <MaskedInput {...attributes} control={control} name={name} mask={CNPJ_MASK} inputMode="numeric" placeholder={CNPJ_MASK} />
        ) : (
          <input {...attributes} {...register(name)} type={INPUTS[name].type ?? 'text'} autoComplete={INPUTS[name].autoComplete} />
        )}
        {code ? (
          <p id={`${id}-error`} className={forms.error}>
            {f(`errors.${code}` as 'errors.required')}
          </p>
        ) : null}
      </div>
    );
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section aria-labelledby="order-heading" className={styles.order}>
      <h2 id="order-heading" className={styles.subheading}>
        {t('heading')}
      </h2>
      <p className={styles.formLead}>{t('lead')}</p>
      <form onSubmit={handleSubmit(onValid)} onBlur={checkChangedField} noValidate className={forms.form} aria-busy={sending}>
        <fieldset className={forms.fieldset} disabled={sending}>
          {ORDER_FIELDS.map(field)}
          <Honeypot label={f('honeypot')} {...honeypot} />
          <button type="submit" className={forms.submit}>
            {sending ? <span className={forms.spinner} aria-hidden="true" /> : null}
            {sending ? t('sending') : t('submit')}
          </button>
        </fieldset>
        <FormAlert failure={failure} general={f('general')} invalid={hasErrors && isSubmitted} focusKey={failureFocus} />
      </form>
    </section>
  );
}
