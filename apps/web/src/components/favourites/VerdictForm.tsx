'use client';

import { useForm } from 'react-hook-form';
import { readDraft, useKeptDraft } from '@/lib/browser/draft';
import { useTranslations } from 'next-intl';
import { useLocale } from '@/i18n/navigation';
import { FormAlert } from '@/components/forms/FormAlert';
import { controlAttributes, FormField } from '@/components/forms/FormField';
import { fieldError } from '@/lib/forms/rules';
import { Honeypot } from '@/components/forms/Honeypot';
import forms from '@/components/forms/Forms.module.css';
import { FIELD_CHECKS, useChangedFieldChecks } from '@/components/forms/useChangedFieldChecks';
import { useSubmission } from '@/components/forms/useSubmission';
import { rulesResolver } from '@/lib/forms/resolver';
import { emptyVerdict, validateVerdict, VERDICT_FIELDS, VERDICT_MAX_LENGTH, verdictPairsText, type VerdictField, type VerdictInput } from '@/lib/forms/verdict-schema';
import type { Verdicts } from '@/lib/favourites/selection';
import styles from './ECasting.module.css';

const resolver = rulesResolver<VerdictInput>(validateVerdict);

const INPUTS: Record<VerdictField, { type: string; autoComplete?: string }> = {
  Name: { type: 'text', autoComplete: 'name' },
  Email: { type: 'email', autoComplete: 'email' },
  Message: { type: 'text' },
};

/**
 * The recipient of a shared selection sends their yes / maybe / no back to the agency, with a
 * name and an e-mail: the same rules in the browser and the route (verdict-schema.ts), posted
 * to /api/forms/verdict. A field's error shows after the first submit or on leaving a field the
 * visitor changed (as on the other forms); a failed send takes the focus. Nothing typed is lost
 * on an error.
 */
/** Where what is typed in the verdict is kept for the tab until it is sent (lib/browser/draft.ts). */
const VERDICT_DRAFT = 'vitrine:verdict-draft';

export function VerdictForm({ ids, verdicts, onSent }: { ids: readonly number[]; verdicts: Verdicts; onSent: (reference: string) => void }) {
  const t = useTranslations('ecasting.verdictForm');
  const f = useTranslations('forms');
  const locale = useLocale();
  const form = useForm<VerdictInput>({ resolver, defaultValues: readDraft(VERDICT_DRAFT, emptyVerdict()), ...FIELD_CHECKS });
  const dropTyped = useKeptDraft(form, VERDICT_DRAFT);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitted },
  } = form;
  const checkChangedField = useChangedFieldChecks(form);
  const { sending, failure, failureFocus, submit, honeypot } = useSubmission({
    url: `/api/forms/verdict?lang=${locale}`,
    fields: VERDICT_FIELDS,
    setError,
    general: f('general'),
    sendFailed: f('sendFailed'),
  });
  const pairs = ids.flatMap((id) => (verdicts[id] ? [{ id, verdict: verdicts[id] }] : []));

  const onValid = async (values: VerdictInput) => {
    const body = new FormData();
    for (const field of VERDICT_FIELDS) body.append(field, values[field]);
    body.append('verdicts', verdictPairsText(pairs));
    const answer = await submit<{ reference: string }>(body);
    if (answer.ok) {
      dropTyped();
      onSent(answer.data.reference);
    }
  };

  return (
    <section aria-labelledby="verdict-heading" className={styles.order}>
      <h3 id="verdict-heading" className={styles.subheading}>
        {t('heading')}
      </h3>
      <p className={styles.formLead}>{pairs.length === 0 ? t('none') : t('lead', { count: pairs.length })}</p>
      <form onSubmit={handleSubmit(onValid)} onBlur={checkChangedField} noValidate className={forms.form} aria-busy={sending}>
        <fieldset className={forms.fieldset} disabled={sending || pairs.length === 0}>
          {VERDICT_FIELDS.map((name) => {
            const id = `verdict-${name}`;
            const code = errors[name]?.message;
            const required = name !== 'Message';
            const attributes = controlAttributes(id, { error: code, required, maxLength: VERDICT_MAX_LENGTH[name] });
            return (
              <FormField key={name} id={id} label={t(name)} required={required} flag={required ? f('required') : t('optional')} error={fieldError(f, code)}>
                {name === 'Message' ? (
                  <textarea {...attributes} {...register(name)} rows={3} />
                ) : (
                  <input {...attributes} {...register(name)} type={INPUTS[name].type} autoComplete={INPUTS[name].autoComplete} />
                )}
              </FormField>
            );
          })}
          <Honeypot label={f('honeypot')} {...honeypot} />
          <button type="submit" className={forms.submit}>
            {sending ? <span className={forms.spinner} aria-hidden="true" /> : null}
            {sending ? t('sending') : t('submit')}
          </button>
        </fieldset>
        <FormAlert failure={failure} general={f('general')} invalid={Object.keys(errors).length > 0 && isSubmitted} focusKey={failureFocus} />
      </form>
    </section>
  );
}
