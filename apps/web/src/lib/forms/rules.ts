/**
 * What the three forms' rules share (application, contact message, e-casting order; SPEC §5):
 * the error codes, the shape of a validation and the checks more than one form makes. Each
 * form's rules are one module (apply-schema.ts, contact-schema.ts, order-schema.ts) run by both
 * the browser (react-hook-form's resolver, resolver.ts) and its route handler (server/*.ts).
 * Plain TypeScript, no zod: these modules travel to the browser, whose bundles carry no zod
 * (docs/decisions/0009, 0021). Messages are codes, translated where they are shown
 * (messages/{pt,en}/forms.json → errors).
 */

export const ERROR_CODES = [
  'required',
  'alpha',
  'email',
  'date',
  'dateRange',
  'datePast',
  'dateOrder',
  'phone',
  'phoneNumber',
  'cnpj',
  'option',
  'tooLong',
  'guardianRequired',
  'guardianConsent',
  'consent',
  'photoRequired',
  'photoType',
  'photoSize',
  'photoUnreadable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
export type FieldErrorCodes = Partial<Record<string, ErrorCode>>;

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrorCodes };

/** The outcome of a form's checks: the data when no field has an error. */
export const validation = <T>(data: T, errors: FieldErrorCodes): Validation<T> =>
  Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data };

/** A field's text, trimmed ('' for anything that is not a string). */
export const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Reads the named text fields of a form (a plain object or parsed form data). */
export function textFields<F extends string>(values: object, names: readonly F[]): Record<F, string> {
  const input = values as Record<string, unknown>;
  return Object.fromEntries(names.map((name) => [name, textOf(input[name])])) as Record<F, string>;
}

/** An e-mail address as browsers check type=email (WHATWG), with a dot in the domain. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
export const MAX_TEXT = 120;
const MAX_EMAIL = 254;

export function checkRequiredText(value: string, max = MAX_TEXT): ErrorCode | null {
  if (value === '') return 'required';
  return value.length > max ? 'tooLong' : null;
}

export const checkOptionalText = (value: string, max = MAX_TEXT): ErrorCode | null => (value.length > max ? 'tooLong' : null);

export function checkEmail(value: string): ErrorCode | null {
  if (value === '') return 'required';
  if (value.length > MAX_EMAIL) return 'tooLong';
  return EMAIL.test(value) ? null : 'email';
}
