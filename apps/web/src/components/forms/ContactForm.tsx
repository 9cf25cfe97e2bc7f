'use client';

import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ErrorCode } from '@/lib/forms/apply-schema';
import { newSubmissionKey, postForm } from '@/lib/forms/client';
import { CONTACT_FIELDS, validateContact, type ContactInput } from '@/lib/forms/contact-schema';
import { rulesResolver } from '@/lib/forms/resolver';
import { HONEYPOT_FIELD_NAME } from '@/lib/forms/honeypot';
import { Honeypot } from './Honeypot';
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

const EMPTY: ContactInput = { name: '', email: '', phone: '', message: '' };
const contactResolver = rulesResolver<ContactInput>(validateContact);
const REQUIRED = new Set(['email', 'message']);

/**
 * The contact form (SPEC §2.9, §4): email and message required (same schema as the server).
 * Success: the button reads ENVIADO and the fields clear; the confirmation clears after 2000 ms.
 * Failure: a message, and the fields keep what was typed.
 */
export function ContactForm({ locale, strings }: { locale: string; strings: ContactStrings }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  /** The submission's idempotency key, kept across retries until it succeeds. */
  const [key, setKey] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitted },
  } = useForm<ContactInput>({ resolver: contactResolver, defaultValues: EMPTY, mode: 'onTouched' });

  useEffect(() => {
    if (state !== 'sent') return;
    const timer = setTimeout(() => setState('idle'), SENT_CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const onValid = async (values: ContactInput) => {
    setFailure(null);
    setState('sending');
    const submissionKey = key ?? newSubmissionKey();
    setKey(submissionKey);
    const body = new FormData();
    for (const field of CONTACT_FIELDS) body.append(field, values[field]);
    body.append(HONEYPOT_FIELD_NAME, honeypot);
    body.append('idempotencyKey', submissionKey);
    const answer = await postForm<{ reference: string }>(`/api/forms/contact?lang=${locale}`, body, strings.sendFailed);
    if (answer.ok) {
      setKey(null);
      reset(EMPTY);
      setState('sent');
      return;
    }
    setState('idle');
    for (const [field, problem] of Object.entries(answer.fields)) {
      if ((CONTACT_FIELDS as readonly string[]).includes(field)) {
        setError(field as keyof ContactInput, { type: 'server', message: problem.code }, { shouldFocus: true });
      }
    }
    setFailure(answer.message);
  };

  const message = (code: string | undefined) => (code ? (strings.errors[code as ErrorCode] ?? strings.errors.required) : null);
  const hasErrors = Object.keys(errors).length > 0;
  const sending = state === 'sending';

  return (
    <form className={styles.form} onSubmit={handleSubmit(onValid)} noValidate aria-labelledby="contact-form-heading">
      <h2 id="contact-form-heading" className={styles.formHeading}>
        {strings.heading}
      </h2>
      <fieldset className={styles.fieldset} disabled={sending}>
        {CONTACT_FIELDS.map((field) => {
          const error = message(errors[field]?.message);
          const id = `contact-${field}`;
          const common = {
            id,
            ...register(field),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            'aria-required': REQUIRED.has(field) || undefined,
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
        <Honeypot label={strings.honeypot} value={honeypot} onChange={setHoneypot} />
        <button type="submit" className={styles.submit} aria-describedby={failure ? 'contact-failure' : undefined}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : null}
          {sending ? strings.sending : state === 'sent' ? strings.sent : strings.submit}
        </button>
      </fieldset>
      <div role="status" aria-live="polite" className={styles.status}>
        {state === 'sent' ? strings.sentStatus : null}
      </div>
      <div role="alert" className={styles.alert}>
        {failure ? (
          <p id="contact-failure" className={styles.failure}>
            {failure}
          </p>
        ) : hasErrors && isSubmitted ? (
          <p className={styles.failure}>{strings.general}</p>
        ) : null}
      </div>
    </form>
  );
}
