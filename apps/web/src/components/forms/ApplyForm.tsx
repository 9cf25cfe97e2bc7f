'use client';

import { useActionState, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Controller, useForm } from 'react-hook-form';
import type { AppLocale } from '@/i18n/routing';
import {
  emptyApplication,
  isMinorBirthdate,
  MEASUREMENT_FIELDS,
  PHOTO_FIELDS,
  validateApplication,
  type Application,
  type PhotoField,
  type TextField,
} from '@/lib/forms/apply-schema';
import { DATE_MASK, PHONE_MASK, type MaskSpec } from '@/lib/forms/masks';
import { optionsFor, type SelectField } from '@/lib/forms/options';
import { rulesResolver } from '@/lib/forms/resolver';
import { checkChosenPhoto } from '@/lib/forms/fit-photo';
import { PHOTO_SLOTS, photoProblem } from '@/lib/forms/photos';
import { fieldMessage, type ErrorCode, type FieldErrorCodes } from '@/lib/forms/rules';
import { IDLE_FORM, type FormState } from '@/lib/forms/form-state';
import { sendApplication } from '@/lib/forms/server/actions';
import { typedValues } from '@/lib/forms/typed-values';
import { FormAlert } from './FormAlert';
import { Honeypot } from './Honeypot';
import { MaskedInput } from './MaskedInput';
import { PhotoSlot } from './PhotoSlot';
import { Receipt, type ReceiptData } from './Receipt';
import type { ApplyReceipt } from '@/lib/forms/server/apply';
import { FIELD_CHECKS, useChangedFieldChecks } from './useChangedFieldChecks';
import { useSubmission } from './useSubmission';
import styles from './Apply.module.css';
import forms from './Forms.module.css';

/** The form's values: the application's fields (apply-schema.ts) and the four chosen photos. */
export type ApplyValues = Application & Record<PhotoField, File | null>;

/** The fields in the order the form shows them. */
const FIELD_ORDER: readonly (keyof ApplyValues)[] = [
  'realname', 'birthdate', 'father', 'gender', 'phone', 'email', 'instagr', 'note',
  ...MEASUREMENT_FIELDS, ...PHOTO_FIELDS, 'guardianConsent', 'consent',
];

const EMPTY: ApplyValues = {
  ...emptyApplication(),
  ...(Object.fromEntries(PHOTO_FIELDS.map((field) => [field, null])) as Record<PhotoField, null>),
};

export interface ApplyStrings {
  personal: string;
  measurements: string;
  photos: string;
  photosHint: string;
  consentHeading: string;
  labels: Record<TextField, string>;
  hints: { father: string; fatherMinor: string; birthdate: string; phone: string };
  genders: { woman: string; man: string };
  slots: Record<(typeof PHOTO_SLOTS)[number], string>;
  /** '{slot}' is replaced with the slot's name. */
  choosePhoto: string;
  changePhoto: string;
  /** '{slot}' and '{name}' are replaced. */
  photoChosen: string;
  /** '{from}' and '{to}' (sizes in MB) are replaced. */
  photoShrunk: string;
  guardianConsent: string;
  /** Formatted with the retention period. */
  consent: string;
  required: string;
  optional: string;
  select: string;
  submit: string;
  sending: string;
  sent: string;
  general: string;
  sendFailed: string;
  honeypot: string;
  errors: Record<ErrorCode, string>;
  receipt: {
    heading: string;
    reference: string;
    /** Formatted with the reply window. */
    reply: string;
    /** '{date}' is replaced. */
    deletion: string;
    summary: string;
    photos: string;
    /** Formatted: '4 photos'. */
    photoCount: string;
    another: string;
  };
}

const FORM_ID = 'apply-form';

/** The values a post made without the form's code came back with (photos are not: a browser
 * cannot be given a file back). */
const returned = (values: Record<string, string>): ApplyValues => {
  const typed = { ...EMPTY };
  for (const field of Object.keys(emptyApplication()) as (keyof Application)[]) {
    if (typeof typed[field] === 'boolean') (typed as Record<string, unknown>)[field] = values[field] === 'on' || values[field] === 'true';
    else if (field in values) (typed as Record<string, unknown>)[field] = values[field];
  }
  return typed;
};

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The text fields through the rules the server runs too; the four photos must be chosen
 * (each was checked by content when chosen). */
const resolver = rulesResolver<ApplyValues>(
  (values) => validateApplication({ ...values }, new Date()),
  (values) => {
    const missing: FieldErrorCodes = {};
    for (const field of PHOTO_FIELDS) if (!values[field]) missing[field] = 'photoRequired';
    return missing;
  },
);

/**
 * The get-scouted application (SPEC §2.8, §3, §4, §5): masked date and phone (imask), the
 * selects of SPEC §9, four photo slots checked by content on choice, the guardian rule for
 * minors and the consent. States: sending (inputs disabled, spinner, 'Enviando'), sent
 * ('Enviado', everything cleared, then the receipt), failed (message, everything kept).
 */
export function ApplyForm({ locale, strings }: { locale: AppLocale; strings: ApplyStrings }) {
  // Without its code the form posts to its server action, and the page comes back with the result.
  const [state, formAction] = useActionState<FormState<ApplyReceipt>, FormData>(sendApplication, IDLE_FORM);
  /** Shown once the application is stored (the 'sent' state). */
  const [receipt, setReceipt] = useState<ReceiptData | null>(() => (state.status === 'sent' ? { ...state.answer, values: state.values } : null));
  // What the server sent back, else what was typed, chosen or ticked before this code arrived
  // (LazyApplyForm), kept; a photo chosen by then is chosen again (the slot shows none).
  const [initial] = useState(() => typedValues(FORM_ID, state.status === 'failed' ? returned(state.values) : EMPTY));
  const form = useForm<ApplyValues>({ resolver, defaultValues: initial, ...FIELD_CHECKS, shouldFocusError: true });
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    setValue,
    watch,
    formState: { errors, isSubmitted, dirtyFields },
  } = form;
  // The server's verdict on a post made without this code, until the visitor changes a field or sends again.
  const serverFailure = state.status === 'failed' && !isSubmitted ? state : null;
  // Such a post comes back with the first field the server refused focused (the browser honours
  // `autofocus` as the page loads), not at the page's top with the messages out of sight.
  const firstRefused = serverFailure ? FIELD_ORDER.find((field) => serverFailure.fields[field]) : undefined;
  const checkChangedField = useChangedFieldChecks(form);
  const { sending, failure, failureFocus, submit, honeypot } = useSubmission({
    url: `/api/forms/apply?lang=${locale}`,
    fields: Object.keys(EMPTY),
    setError,
    general: strings.general,
    sendFailed: strings.sendFailed,
  });

  const birthdate = watch('birthdate');
  const minor = isMinorBirthdate(birthdate, new Date());

  const message = (field: keyof ApplyValues): string | null => {
    const code = errors[field]?.message ?? (dirtyFields[field] ? undefined : serverFailure?.fields[field]);
    return code ? fieldMessage(code, strings.errors, locale) : null;
  };
  const describedBy = (id: string, field: keyof ApplyValues, hint?: boolean) =>
    [hint ? `${id}-hint` : '', message(field) ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;

  /** What the chosen photos became: a note beside each slot whose photo was made to fit 2 MB. */
  const [shrunk, setShrunk] = useState<Partial<Record<PhotoField, string>>>({});
  /** What became of the last photo chosen, when it was not simply taken ("Rosto: …"), for the
   * form's status region: the visitor comes back from the file dialog to hear it. */
  const [photoNews, setPhotoNews] = useState('');
  // Rounded down: a photo made to fit never reads as larger than the limit.
  const megabytes = (bytes: number) =>
    `${new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(Math.floor(bytes / 100_000) / 10)} MB`;

  /** A chosen photo: a JPEG by its content, that decodes (so the check never shows on a broken
   * file), made to fit 2 MB when larger; else refused beside its slot, the slot left empty. */
  const pickPhoto = async (field: PhotoField, file: File | null, input: HTMLInputElement) => {
    if (!file) return;
    const head = new Uint8Array(await file.slice(0, 3).arrayBuffer());
    const problem = photoProblem(file.size, head);
    const checked = problem ? ({ ok: false, code: problem } as const) : await checkChosenPhoto(file);
    const note = checked.ok && checked.shrunkFrom ? fill(strings.photoShrunk, { from: megabytes(checked.shrunkFrom), to: megabytes(checked.file.size) }) : null;
    setShrunk(({ [field]: _previous, ...others }) => (note ? { ...others, [field]: note } : others));
    const news = checked.ok ? note : fieldMessage(checked.code, strings.errors, locale);
    setPhotoNews(news ? `${strings.slots[PHOTO_SLOTS[PHOTO_FIELDS.indexOf(field)]!]}: ${news}` : '');
    if (!checked.ok) {
      input.value = '';
      setValue(field, null);
      setError(field, { type: 'choice', message: checked.code });
      return;
    }
    setValue(field, checked.file, { shouldDirty: true });
    clearErrors(field);
  };

  // From here the form checks and sends itself (before, the browser posts it): said on the form.
  useEffect(() => document.getElementById(FORM_ID)?.setAttribute('data-ready', ''), []);
  // Photos chosen in the server's markup before this code ran: checked and kept like any choice.
  useEffect(() => {
    for (const field of PHOTO_FIELDS) {
      const input = document.getElementById(`apply-${field}`);
      const file = input instanceof HTMLInputElement ? input.files?.[0] : undefined;
      if (file) void pickPhoto(field, file, input as HTMLInputElement);
    }
    // Once, for what the server's markup holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onValid = async (values: ApplyValues) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(values)) {
      if (value instanceof File) body.append(name, value, value.name);
      else if (value !== null) body.append(name, String(value));
    }
    const answer = await submit<Omit<ReceiptData, 'values'>>(body);
    if (answer.ok) {
      const sent: ReceiptData['values'] = {};
      for (const [name, value] of Object.entries(values)) if (typeof value === 'string' || value instanceof File) sent[name] = typeof value === 'string' ? value : value.name;
      setReceipt({ ...answer.data, values: sent });
      reset(EMPTY);
      setShrunk({});
      // The file inputs too, or each would still hold the photo sent while its slot shows none.
      for (const field of PHOTO_FIELDS) {
        const input = document.getElementById(`apply-${field}`);
        if (input instanceof HTMLInputElement) input.value = '';
      }
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  const flag = (required: boolean) => (
    <span className={forms.flag} aria-hidden="true">({required ? strings.required : strings.optional})</span>
  );
  const labelRow = (id: string, field: TextField | SelectField, required: boolean) => (
    <div className={forms.labelRow}>
      <label htmlFor={id} className={forms.label}>
        {strings.labels[field]}
      </label>{' '}
      {flag(required)}
    </div>
  );
  const errorText = (id: string, field: keyof ApplyValues) => {
    const text = message(field);
    return text ? (
      <p id={`${id}-error`} className={forms.error}>
        {text}
      </p>
    ) : null;
  };
  const input = (field: Exclude<TextField, 'birthdate' | 'phone'>, type: string, autoComplete: string) => {
    const id = `apply-${field}`;
    const required = field !== 'father' || minor;
    return (
      <div className={forms.field}>
        {labelRow(id, field, required)}
        {field === 'father' ? (
          <p id={`${id}-hint`} className={minor ? forms.hintStrong : forms.hint}>
            {minor ? strings.hints.fatherMinor : strings.hints.father}
          </p>
        ) : null}
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          className={forms.input}
          aria-required={required || undefined}
          aria-invalid={message(field) ? true : undefined}
          aria-describedby={describedBy(id, field, field === 'father')}
          autoFocus={field === firstRefused}
          {...register(field)}
          defaultValue={initial[field]}
        />
        {errorText(id, field)}
      </div>
    );
  };
  const masked = (field: 'birthdate' | 'phone', mask: MaskSpec, type: string, autoComplete: string) => {
    const id = `apply-${field}`;
    const hint = field === 'birthdate' ? strings.hints.birthdate : strings.hints.phone;
    return (
      <div className={forms.field}>
        {labelRow(id, field, true)}
        <MaskedInput
          control={control}
          name={field}
          mask={mask}
          id={id}
          type={type}
          // The phone keypad has the + of a number from another country; the digits' has not.
          inputMode={field === 'phone' ? 'tel' : 'numeric'}
          autoComplete={autoComplete}
          placeholder={hint}
          className={forms.input}
          aria-required
          aria-invalid={message(field) ? true : undefined}
          aria-describedby={describedBy(id, field, true)}
          autoFocus={field === firstRefused}
        />
        <p id={`${id}-hint`} className={forms.hint}>
          {hint}
        </p>
        {errorText(id, field)}
      </div>
    );
  };
  const select = (field: SelectField, options: { value: string; label: string }[]) => {
    const id = `apply-${field}`;
    return (
      <div className={forms.field}>
        {labelRow(id, field, true)}
        <select
          id={id}
          className={forms.input}
          aria-required
          aria-invalid={message(field) ? true : undefined}
          aria-describedby={describedBy(id, field)}
          autoFocus={field === firstRefused}
          {...register(field)}
          defaultValue={initial[field]}
        >
          <option value="">{strings.select}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {errorText(id, field)}
      </div>
    );
  };

  return (
    <>
      {receipt ? (
        <Receipt
          data={receipt}
          locale={locale}
          strings={strings}
          onDone={() => {
            // The form comes back and the visitor starts again at its first field.
            flushSync(() => setReceipt(null));
            document.getElementById('apply-realname')?.focus();
          }}
        />
      ) : null}
      <form id={FORM_ID} className={forms.form} action={formAction} onSubmit={handleSubmit(onValid)} onBlur={checkChangedField} noValidate aria-labelledby="apply-form-heading" hidden={receipt !== null}>
        <input type="hidden" name="lang" value={locale} />
        {serverFailure?.key ? <input type="hidden" name="idempotencyKey" value={serverFailure.key} /> : null}
        <fieldset className={forms.fieldset} disabled={sending}>
          <fieldset className={forms.group}>
            <legend className={forms.legend}>{strings.personal}</legend>
            <div className={forms.grid}>
              {input('realname', 'text', 'name')}
              {masked('birthdate', DATE_MASK, 'text', 'bday')}
              {input('father', 'text', 'section-guardian name')}
              {select('gender', [
                { value: 'woman', label: strings.genders.woman },
                { value: 'man', label: strings.genders.man },
              ])}
              {masked('phone', PHONE_MASK, 'tel', 'tel')}
              {input('email', 'email', 'email')}
              {input('instagr', 'text', 'on')}
              {input('note', 'text', 'address-level2')}
            </div>
          </fieldset>
          <fieldset className={forms.group}>
            <legend className={forms.legend}>{strings.measurements}</legend>
            <div className={`${forms.grid} ${forms.grid4}`}>
              {MEASUREMENT_FIELDS.map((field) => (
                <div key={field} style={{ display: 'contents' }}>
                  {select(field, optionsFor(field, locale))}
                </div>
              ))}
            </div>
          </fieldset>
          <fieldset className={forms.group} aria-describedby="apply-photos-hint">
            <legend className={forms.legend}>{strings.photos}</legend>
            <p id="apply-photos-hint" className={forms.hint}>
              {strings.photosHint}
            </p>
            <div className={styles.slots}>
              {PHOTO_FIELDS.map((field, i) => {
                const slot = PHOTO_SLOTS[i]!;
                const slotName = strings.slots[slot];
                return (
                  <Controller
                    key={field}
                    name={field}
                    control={control}
                    render={({ field: f }) => (
                      <PhotoSlot
                        id={`apply-${field}`}
                        slot={slot}
                        name={field}
                        label={slotName}
                        actionLabel={fill(f.value ? strings.changePhoto : strings.choosePhoto, { slot: slotName })}
                        chosenLabel={f.value ? fill(strings.photoChosen, { slot: slotName, name: f.value.name }) : null}
                        file={f.value}
                        note={f.value ? (shrunk[field] ?? null) : null}
                        error={message(field)}
                        autoFocus={field === firstRefused}
                        inputRef={f.ref}
                        onBlur={f.onBlur}
                        onPick={(file, el) => void pickPhoto(field, file, el)}
                      />
                    )}
                  />
                );
              })}
            </div>
          </fieldset>
          <fieldset className={forms.group}>
            <legend className={forms.legend}>{strings.consentHeading}</legend>
            {/* Shown by the form's code once the birthdate is a minor's; where that code does not
                run, shown from the start (CSS), so that a minor's application goes in one post. */}
            <div className={minor ? forms.check : `${forms.check} ${forms.withoutScript}`}>
              <input
                id="apply-guardianConsent"
                type="checkbox"
                aria-invalid={message('guardianConsent') ? true : undefined}
                aria-describedby={[minor ? '' : 'apply-guardianConsent-hint', message('guardianConsent') ? 'apply-guardianConsent-error' : ''].filter(Boolean).join(' ') || undefined}
                autoFocus={firstRefused === 'guardianConsent'}
                {...register('guardianConsent')}
                defaultChecked={initial.guardianConsent}
              />
              <label htmlFor="apply-guardianConsent">{strings.guardianConsent}</label>
              {minor ? null : (
                <p id="apply-guardianConsent-hint" className={`${forms.hint} ${forms.checkNote}`}>
                  {strings.hints.father}
                </p>
              )}
              {errorText('apply-guardianConsent', 'guardianConsent')}
            </div>
            <div className={forms.check}>
              <input
                id="apply-consent"
                type="checkbox"
                aria-required
                aria-invalid={message('consent') ? true : undefined}
                aria-describedby={message('consent') ? 'apply-consent-error' : undefined}
                autoFocus={firstRefused === 'consent'}
                {...register('consent')}
                defaultChecked={initial.consent}
              />
              <label htmlFor="apply-consent">{strings.consent}</label>
              {errorText('apply-consent', 'consent')}
            </div>
          </fieldset>
          <Honeypot label={strings.honeypot} {...honeypot} />
          <button type="submit" className={forms.submit}>
            {sending ? <span className={forms.spinner} aria-hidden="true" /> : null}
            {sending ? strings.sending : strings.submit}
          </button>
        </fieldset>
        <FormAlert
          failure={failure ?? serverFailure?.message ?? null}
          general={strings.general}
          invalid={hasErrors && isSubmitted}
          focusKey={failureFocus}
          autoFocus={Boolean(serverFailure?.message) && !firstRefused}
        />
      </form>
      <div role="status" aria-live="polite" className={forms.status}>
        {/* The photo's news is shown beside its slot already: here it is for screen readers. */}
        {sending ? strings.sending : receipt ? strings.sent : photoNews ? <span className="visually-hidden">{photoNews}</span> : null}
      </div>
    </>
  );
}
