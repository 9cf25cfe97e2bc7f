'use client';

import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { newSubmissionKey, postForm, type ClientAnswer } from '@/lib/forms/client';
import { HONEYPOT_FIELD_NAME } from '@/lib/forms/honeypot';

export interface SubmissionOptions<T extends FieldValues> {
  /** The form's route, with the visitor's language (`/api/forms/contact?lang=pt`). */
  url: string;
  /** The form's field names: a server error on one of them is shown beside it. */
  fields: readonly string[];
  setError: UseFormSetError<T>;
  /** 'Check the form fields and try again' and 'Something went wrong…', in the visitor's language. */
  general: string;
  sendFailed: string;
}

/**
 * The sending half the three forms share: the honeypot's value, the submission's idempotency
 * key (kept across retries until one succeeds, so a retry never stores twice), the POST, the
 * server's field errors put beside their fields (focus on the first), and the failure message
 * (focused when no field took the focus: `failureFocus`, for FormAlert).
 * The caller clears its fields on success only: nothing entered is lost on a failure.
 */
export function useSubmission<T extends FieldValues>({ url, fields, setError, general, sendFailed }: SubmissionOptions<T>) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [honeypot, setHoneypot] = useState('');
  const [key, setKey] = useState<string | null>(null);
  /** Counts the failures no field explains: FormAlert moves the focus to the message on each. */
  const [failureFocus, setFailureFocus] = useState(0);

  async function submit<D>(body: FormData): Promise<ClientAnswer<D>> {
    setFailure(null);
    setSending(true);
    const submission = key ?? newSubmissionKey();
    setKey(submission);
    body.append(HONEYPOT_FIELD_NAME, honeypot);
    body.append('idempotencyKey', submission);
    const answer = await postForm<D>(url, body, sendFailed);
    // Committed at once: the fields are enabled again before one of them takes the focus (a
    // disabled field cannot).
    flushSync(() => setSending(false));
    if (answer.ok) {
      setKey(null);
      return answer;
    }
    let focus = true;
    for (const [field, problem] of Object.entries(answer.fields)) {
      if (!fields.includes(field)) continue;
      setError(field as Path<T>, { type: 'server', message: problem.code }, { shouldFocus: focus });
      focus = false;
    }
    setFailure(answer.kind === 'invalid' ? general : answer.message);
    if (focus) setFailureFocus((n) => n + 1);
    return answer;
  }

  return { sending, failure, failureFocus, submit, honeypot: { value: honeypot, onChange: setHoneypot } };
}
