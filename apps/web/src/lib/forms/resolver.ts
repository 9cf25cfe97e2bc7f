import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { FieldErrorCodes, Validation } from './rules';

/** A react-hook-form resolver over one of the forms' validate functions (shared with the
 * server). Each error's message is its code; the form translates it. */
export function rulesResolver<T extends FieldValues>(
  validate: (values: T) => Validation<unknown>,
  extra?: (values: T) => FieldErrorCodes,
): Resolver<T> {
  return async (values) => {
    const result = validate(values);
    const codes: FieldErrorCodes = { ...(result.success ? {} : result.errors), ...extra?.(values) };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, code] of Object.entries(codes)) if (code) errors[field] = { type: code, message: code };
    if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FieldErrors<T> };
    return { values, errors: {} };
  };
}
