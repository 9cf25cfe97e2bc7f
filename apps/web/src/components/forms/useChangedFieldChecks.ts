'use client';

import { useEffect, type FocusEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * When the forms show a field's error: after the first submit (then again at every change), or
 * on leaving a field the visitor changed — never on tabbing through a blank form, where "This
 * field is required" under each untouched field would only scold. react-hook-form checks on
 * submit and re-checks on change after it (FIELD_CHECKS); this hook adds the check on leaving a
 * changed field (the form's `onBlur`, which React bubbles from its fields) and keeps a shown
 * error current while the visitor corrects the field before any submit.
 */
export const FIELD_CHECKS = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

export function useChangedFieldChecks<T extends FieldValues>({ watch, trigger, getFieldState, formState }: UseFormReturn<T>) {
  // Read so that react-hook-form keeps them current for getFieldState.
  const { isSubmitted, dirtyFields, errors } = formState;
  void dirtyFields;
  void errors;
  useEffect(() => {
    // 'change' is what the visitor did; a value the form set itself (a refused photo) is not.
    const subscription = watch((_values, { name, type }) => {
      if (type === 'change' && name && getFieldState(name).error) void trigger(name);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  return (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name as FieldPath<T> | undefined;
    if (!name || isSubmitted) return;
    const state = getFieldState(name);
    if (state.isDirty) void trigger(name);
  };
}
