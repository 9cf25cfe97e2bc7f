'use client';

import { useEffect, useRef, type FocusEvent } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * When the forms show a field's error: after the first submit (then again at every change), or
 * on leaving a field the visitor changed — never on tabbing through a blank form, where "This
 * field is required" under each untouched field would only scold. react-hook-form checks on
 * submit and re-checks on change after it (FIELD_CHECKS); this hook adds the check on leaving a
 * changed field (the form's `onBlur`, which React bubbles from its fields) and keeps every shown
 * error current while the visitor corrects the form before any submit — including an error that
 * another field decides (the end date against the start date, the guardian against the
 * birthdate): a change re-checks the fields that show one, so none stays after its cause is gone.
 */
export const FIELD_CHECKS = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;

export function useChangedFieldChecks<T extends FieldValues>({ watch, trigger, getFieldState, formState }: UseFormReturn<T>) {
  // Read so that react-hook-form keeps them current for getFieldState.
  const { isSubmitted, dirtyFields, errors } = formState;
  void dirtyFields;
  // The fields showing an error, as last drawn.
  const shown = useRef<FieldPath<T>[]>([]);
  useEffect(() => {
    shown.current = Object.keys(errors) as FieldPath<T>[];
  });

  useEffect(() => {
    // 'change' is what the visitor did; a value the form set itself (a refused photo) is not.
    const subscription = watch((_values, { name, type }) => {
      if (type !== 'change' || !name) return;
      const others = shown.current.filter((field) => field !== name);
      const fields = getFieldState(name).error ? [name, ...others] : others;
      if (fields.length > 0) void trigger(fields);
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, getFieldState]);

  return (event: FocusEvent<HTMLFormElement>) => {
    const name = (event.target as Partial<HTMLInputElement>).name as FieldPath<T> | undefined;
    if (!name || isSubmitted) return;
    if (getFieldState(name).isDirty) void trigger([name, ...shown.current.filter((field) => field !== name)]);
  };
}
