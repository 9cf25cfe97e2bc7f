'use client';

import { useEffect } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';
import { applyMask, type MaskSpec } from '@/lib/forms/masks';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** A mask of lib/forms/masks.ts (an imask pattern, or the birthdate's or the phone's options). */
  mask: MaskSpec;
  id: string;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
  autoFocus?: boolean;
  placeholder?: string;
  className?: string;
  maxLength?: number;
  'aria-required'?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/**
 * A masked text field of a react-hook-form form (react-imask): the value is the masked text as
 * shown, which is what the forms' rules and the server check.
 */
export function MaskedInput<T extends FieldValues>({ control, name, mask, ...input }: Props<T>) {
  return <Controller control={control} name={name} render={({ field }) => <MaskedField field={field} mask={mask} input={input} />} />;
}

function MaskedField<T extends FieldValues>({
  field,
  mask,
  input,
}: {
  field: ControllerRenderProps<T, Path<T>>;
  mask: MaskSpec;
  input: Omit<Props<T>, 'control' | 'name' | 'mask'>;
}) {
  // A value typed before the form's code arrived (typedValues) has no mask yet: '02122009'
  // is shown as '02/12/2009' by the mask, and the form must hold what is shown, or it would refuse
  // a date the visitor sees written correctly.
  useEffect(() => {
    const typed = String(field.value ?? '');
    const masked = applyMask(typed, mask);
    if (masked !== typed) field.onChange(masked);
    // Once, for the first value: afterwards every change comes through the mask.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const common = {
    ...input,
    name: field.name,
    value: field.value as string,
    // In the server's markup too (react-imask would render it empty): a form posted without its
    // code comes back with what was typed.
    defaultValue: field.value as string,
    inputRef: field.ref,
    onAccept: (value: string) => field.onChange(value),
    onBlur: field.onBlur,
  };
  if (typeof mask === 'string') return <IMaskInput {...common} mask={mask} />;
  if ('dispatch' in mask) return <IMaskInput {...common} mask={mask.mask} dispatch={mask.dispatch} />;
  return <IMaskInput {...common} mask={mask.mask} blocks={mask.blocks} autofix={mask.autofix} />;
}
