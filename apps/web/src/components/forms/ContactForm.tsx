'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldMessage, type ErrorCode } from '@/lib/forms/rules';
import { CONTACT_FIELDS, emptyContact, validateContact, type ContactInput } from '@/lib/forms/contact-schema';
import { rulesResolver } from '@/lib/forms/resolver';
import { IDLE_FORM, type FormState } from '@/lib/forms/form-state';
import { sendContact } from '@/lib/forms/server/actions';
import { typedValues } from '@/lib/forms/typed-values';
import { FormAlert } from './FormAlert';
import { Honeypot } from './Honeypot';
import { FIELD_CHECKS, useChangedFieldChecks } from './useChangedFieldChecks';
import { useSubmission } from './useSubmission';
import styles from './Forms.module.css';

/** How long the sent confirmation stays on the button (SPEC §4, §9). */
export const SENT_CONFIRMATION_MS = 2000;

export interface ContactStrings {
  heading: string;
  labels: Record<(typeof CONTACT_FIELDS)[number], string>;
  required: string;
  optional: string;
  submit: string;
  sending: string;
  sent: string;
  sentStatus: string;
  general: string;
  sendFailed: string;
  honeypot: string;
  errors: Record<ErrorCode, string>;
}

const EMPTY: ContactInput = emptyContact();
const contactResolver = rulesResolver<ContactInput>(validateContact);
const pick = (values: Record<string, string>): Partial<ContactInput> =>
  Object.fromEntries(CONTACT_FIELDS.flatMap((field) => (field in values ? [[field, values[field]]] : [])));
const REQUIRED = new Set(['email', 'message']);
const FORM_ID = 'contact-form';

/**
 * The contact form (SPEC §2.9, §4): email and message required (same schema as the server).
 * Success: the button reads ENVIADO and the fields clear; the confirmation clears after 2000 ms.
 * Failure: a message, and the fields keep what was typed.
 * A plain form first: without its code it posts to its server action and the page comes back
 * with the result (`state`); once its code runs, it checks and sends itself.
 */
export function ContactForm({ locale, strings }: { locale: string; strings: ContactStrings }) {
  const [state, formAction] = useActionState<FormState, FormData>(sendContact, IDLE_FORM);
  const [sent, setSent] = useState(state.status === 'sent');
  // What the server sent back, else what was typed before this code arrived (LazyContactForm).
  const [initial] = useState(() => typedValues(FORM_ID, state.status === 'failed' ? { ...EMPTY, ...pick(state.values) } : EMPTY));
  const form = useForm<ContactInput>({ resolver: contactResolver, defaultValues: initial, ...FIELD_CHECKS });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted, dirtyFields },
  } = form;
  // The server's verdict on a post made without this code, until the visitor changes a field or sends again.
  const serverFailure = state.status === 'failed' && !isSubmitted ? state : null;
  // Such a post comes back with the first field the server refused focused (the browser honours
  // `autofocus` as the page loads), not at the page's top with the messages out of sight.
  const firstRefused = serverFailure ? CONTACT_FIELDS.find((field) => serverFailure.fields[field]) : undefined;
  const errorOf = (field: keyof ContactInput) => errors[field]?.message ?? (dirtyFields[field] ? undefined : serverFailure?.fields[field]);
  const checkChangedField = useChangedFieldChecks(form);
  const { sending, failure, failureFocus, submit, honeypot } = useSubmission({
    url: `/api/forms/contact?lang=${locale}`,
    fields: CONTACT_FIELDS,
    setError,
    general: strings.general,
    sendFailed: strings.sendFailed,
  });

  // From here the form checks and sends itself (before, the browser posts it): said on the form.
  useEffect(() => document.getElementById(FORM_ID)?.setAttribute('data-ready', ''), []);
  // A message sent: the focus, given up by the form while it was disabled, goes to the button that
  // now reads ENVIADO (not to the page's body).
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!sent) return;
    if (document.activeElement === document.body) button.current?.focus();
    const timer = setTimeout(() => setSent(false), SENT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onValid = async (values: ContactInput) => {
    setSent(false);
    const body = new FormData();
    for (const field of CONTACT_FIELDS) body.append(field, values[field]);
    if ((await submit<{ reference: string }>(body)).ok) {
      reset(EMPTY);
      setSent(true);
    }
  };

  const message = (code: string | undefined) => (code ? fieldMessage(code, strings.errors, locale) : null);
  const hasErrors = Object.keys(errors).length > 0;
  const alert = failure ?? serverFailure?.message ?? null;

  return (
    <form id={FORM_ID} className={styles.form} action={formAction} onSubmit={handleSubmit(onValid)} onBlur={checkChangedField} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.formHeading}>
        {strings.heading}
      </h2>
      <input type="hidden" name="lang" value={locale} />
      {serverFailure?.key ? <input type="hidden" name="idempotencyKey" value={serverFailure.key} /> : null}
      <fieldset className={styles.fieldset} disabled={sending}>
        {CONTACT_FIELDS.map((field) => {
          const error = message(errorOf(field));
          const id = `contact-${field}`;
          const common = {
            id,
            ...register(field),
            // In the server's markup too: a post made without this code comes back with its values.
            defaultValue: initial[field],
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'aria-required': REQUIRED.has(field) || undefined,
            autoFocus: field === firstRefused,
            className: styles.input,
          };
          return (
            <div key={field} className={styles.field}>
              <div className={styles.labelRow}>
                <label htmlFor={id} className={styles.label}>
                  {strings.labels[field]}
                </label>{' '}
                <span className={styles.flag} aria-hidden="true">
                  {REQUIRED.has(field) ? `(${strings.required})` : `(${strings.optional})`}
                </span>
              </div>
              {field === 'message' ? (
                <textarea rows={5} {...common} />
              ) : (
                <input
                  type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
                  autoComplete={field === 'name' ? 'name' : field === 'email' ? 'email' : 'tel'}
                  {...common}
                />
              )}
              {error ? (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
        <Honeypot label={strings.honeypot} {...honeypot} />
        {/* A post made without the form's code and sent: the page opens on its ENVIADO. */}
        <button type="submit" ref={button} className={styles.submit} aria-describedby={failure ? 'contact-failure' : undefined} autoFocus={state.status === 'sent'}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {sending ? strings.sending : sent ? strings.sent : strings.submit}
        </button>
      </fieldset>
      <div role="status" aria-live="polite" className={styles.status}>
        {sent ? strings.sentStatus : null}
      </div>
      <FormAlert failure={alert} general={strings.general} invalid={hasErrors && isSubmitted} id="contact-failure" focusKey={failureFocus} autoFocus={Boolean(serverFailure?.message) && !firstRefused} />
    </form>
  );
}
