'use client';

import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { IMaskInput } from 'react-imask';

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  /** An imask pattern of lib/forms/masks.ts. */
  mask: string;
  id: string;
  type?: string;
  inputMode?: 'numeric' | 'tel' | 'text';
  autoComplete?: string;
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
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <IMaskInput
          {...input}
          mask={mask}
          name={field.name}
          value={field.value as string}
          inputRef={field.ref}
          onAccept={(value: string) => field.onChange(value)}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}
