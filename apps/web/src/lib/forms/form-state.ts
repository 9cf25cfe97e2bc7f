import type { FieldErrorCodes } from './rules';

/**
 * What a form's server action answers (lib/forms/server/actions.ts), which the page renders again
 * with: nothing yet, the stored entry's answer (its reference, the application's receipt) with
 * what was sent (a file by its name), or the failure with what was typed, each field's error code and, after a failed delivery, the key the
 * retry must carry so that the entry is stored once.
 */
export type FormState<T extends object = { reference: string }> =
  | { status: 'idle' }
  | { status: 'sent'; answer: T; values: Record<string, string> }
  | { status: 'failed'; message: string; fields: FieldErrorCodes; values: Record<string, string>; key?: string };

export const IDLE_FORM: FormState<never> = { status: 'idle' };
