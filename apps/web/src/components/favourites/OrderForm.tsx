'use client';

import { JOB_KINDS } from '@vitrine/contracts/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { controlAttributes, FormField } from '@/components/forms/FormField';
import { fieldError } from '@/lib/forms/rules';
import { Honeypot } from '@/components/forms/Honeypot';
import forms from '@/components/forms/Forms.module.css';
import { MaskedInput } from '@/components/forms/MaskedInput';
import { FIELD_CHECKS, useChangedFieldChecks } from '@/components/forms/useChangedFieldChecks';
import { useSubmission } from '@/components/forms/useSubmission';
import { CNPJ_MASK } from '@/lib/forms/masks';
import {
  CONTACT_FIELDS,
  emptyOrder,
  localToday,
  OPTION_FIELDS,
  ORDER_FIELDS,
  ORDER_MAX_LENGTH,
  REQUIRED_ORDER_FIELDS,
  validateOrder,
  type OrderField,
  type OrderInput,
} from '@/lib/forms/order-schema';
import { forgetOrderContact, readOrderContact, rememberOrderContact } from '@/lib/forms/remembered-contact';
import { rulesResolver } from '@/lib/forms/resolver';
import { readDraft, useKeptDraft } from '@/lib/browser/draft';
import { countVerdicts } from '@/lib/favourites/selection';
import type { FavouriteTalent } from '@/lib/favourites/store';
import { useVerdicts, verdicts } from '@/lib/favourites/verdicts-browser';
import { verdictPairsText } from '@/lib/forms/verdict-schema';
import styles from './ECasting.module.css';

const resolver = rulesResolver<OrderInput>((values) => validateOrder(values, localToday()));

const INPUTS: Record<OrderField, { type?: string; autoComplete?: string }> = {
  Name: { autoComplete: 'name' },
  Phone: { type: 'tel', autoComplete: 'tel' },
  Email: { type: 'email', autoComplete: 'email' },
  CorporateName: { autoComplete: 'organization' },
  Cnpj: {},
  Message: {},
  DateFrom: { type: 'date' },
  DateTo: { type: 'date' },
  City: { autoComplete: 'address-level2' },
  JobKind: {},
  UsageMedia: {},
  UsageTerritory: {},
  UsageTerm: {},
  Budget: {},
};

/**
 * The order form of SPEC §2.14 / §3 with its option request (dates, city, kind of job, usage,
 * budget: each optional): the rules the route handler runs too (order-schema.ts), posted with
 * the chosen talents' ids to /api/forms/order (the forms' abuse guards). Nothing typed is lost on
 * an error: the fields are only cleared after the agency has the order. With the visitor's
 * consent, the name and e-mail are kept in this browser and offered on the next order.
 */
/** Where what is typed in the order is kept for the tab until it is sent. */
const ORDER_DRAFT = 'vitrine:order-draft';

export function OrderForm({ talents, onSent }: { talents: readonly FavouriteTalent[]; onSent: (reference: string) => void }) {
  const t = useTranslations('ecasting.form');
  const f = useTranslations('forms');
  const locale = useLocale();
  // The name and e-mail of an earlier order in this browser (kept with consent). The form is
  // only ever rendered in the browser, after the stored list is read, so storage is read here.
  const [earlier] = useState(readOrderContact);
  const [remember, setRemember] = useState(earlier !== null);
  const [remembered, setRemembered] = useState(earlier !== null);
  const form = useForm<OrderInput>({
    resolver,
    // What was typed before the page went away (lib/browser/draft.ts), else the earlier order's.
    defaultValues: readDraft(ORDER_DRAFT, earlier ? { ...emptyOrder(), Name: earlier.Name, Email: earlier.Email } : emptyOrder()),
    ...FIELD_CHECKS,
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = form;
  const dropTyped = useKeptDraft(form, ORDER_DRAFT);
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
    // The visitor's yes / maybe / no go with the order: the agency sees whom they turned down.
    const given = verdicts().all();
    body.append('verdicts', verdictPairsText(talents.flatMap(({ id }) => (given[id] ? [{ id, verdict: given[id] }] : []))));
    const answer = await submit<{ reference: string }>(body);
    if (answer.ok) {
      if (remember) rememberOrderContact({ Name: values.Name, Email: values.Email });
      else forgetOrderContact();
      reset(remember ? { ...emptyOrder(), Name: values.Name, Email: values.Email } : emptyOrder());
      dropTyped();
      setRemembered(remember);
      onSent(answer.data.reference);
    }
  };

  const today = localToday();
  const field = (name: OrderField) => {
    const id = `order-${name}`;
    const code = errors[name]?.message;
    const required = REQUIRED_ORDER_FIELDS.has(name);
    const attributes = controlAttributes(id, { error: code, required, maxLength: ORDER_MAX_LENGTH[name] });
    return (
      <FormField key={name} id={id} label={t(name)} required={required} flag={required ? f('required') : t('optional')} error={fieldError(f, code)}>
        {name === 'Message' ? (
          <textarea {...attributes} {...register(name)} rows={5} />
        ) : name === 'Cnpj' ? (
          <MaskedInput {...attributes} control={control} name={name} mask={CNPJ_MASK} inputMode="numeric" placeholder={CNPJ_MASK} />
        ) : name === 'JobKind' ? (
          <select {...attributes} {...register(name)}>
            <option value="">{t('jobKinds.none')}</option>
            {JOB_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`jobKinds.${kind}`)}
              </option>
            ))}
          </select>
        ) : INPUTS[name].type === 'date' ? (
          <input {...attributes} {...register(name)} type="date" min={today} />
        ) : (
          <input {...attributes} {...register(name)} type={INPUTS[name].type ?? 'text'} autoComplete={INPUTS[name].autoComplete} />
        )}
      </FormField>
    );
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <section aria-labelledby="order-heading" className={styles.order}>
      <h2 id="order-heading" className={styles.subheading}>
        {t('heading')}
      </h2>
      <p className={styles.formLead}>{t('lead')}</p>
      <VerdictsNote talents={talents} />
      {remembered ? <p className={styles.formLead}>{t('rememberedNote')}</p> : null}
      <form onSubmit={handleSubmit(onValid)} onBlur={checkChangedField} noValidate className={forms.form} aria-busy={sending}>
        <fieldset className={forms.fieldset} disabled={sending}>
          {CONTACT_FIELDS.map(field)}
          <fieldset className={styles.option}>
            <legend className={styles.optionLegend}>{t('option.legend')}</legend>
            <p className={styles.optionLead}>{t('option.lead')}</p>
            <div className={styles.optionGrid}>{OPTION_FIELDS.map(field)}</div>
          </fieldset>
          <div className={forms.check}>
            <input id="order-remember" type="checkbox" checked={remember} onChange={(event) => setRemember(event.currentTarget.checked)} />
            <label htmlFor="order-remember">{t('remember')}</label>
          </div>
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

/** What the order takes along once the visitor has judged some of the list: every talent of the
 * list (also those filtered out of sight), each with its verdict. */
function VerdictsNote({ talents }: { talents: readonly FavouriteTalent[] }) {
  const t = useTranslations('ecasting.form');
  const counts = countVerdicts(
    talents.map((talent) => talent.id),
    useVerdicts(),
  );
  if (counts.yes + counts.maybe + counts.no === 0) return null;
  return <p className={styles.formLead}>{t('withVerdicts', { count: talents.length, ...counts })}</p>;
}
