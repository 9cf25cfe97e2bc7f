/**
 * What the forms' rules share (application, contact message, e-casting order, verdict; SPEC §5):
 * the error codes, the shape of a validation and the checks more than one form makes. Each
 * form's rules are one zod/mini schema (apply-schema.ts, contact-schema.ts, order-schema.ts,
 * verdict-schema.ts) run by both the browser (react-hook-form's resolver, resolver.ts) and its
 * route handler (server/*.ts). zod/mini, not zod: it travels in the forms' chunks, which load
 * after the page (docs/decisions/0030, 0038). An issue's message is an error code, translated
 * where it is shown (messages/{pt,en}/forms.json → errors); a field shows its first issue.
 */
import * as z from 'zod/mini';

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
/** A field's problem as the forms carry it: an error code, or `tooLong:{max}` — a text longer
 * than `max` characters, whose message names the limit. */
export type FieldCode = ErrorCode | `tooLong:${number}`;
export type FieldErrorCodes = Partial<Record<string, FieldCode>>;

/** The code of a text longer than `max` characters. */
export const tooLong = (max: number) => `tooLong:${max}` as const;

/** A field code's error code (an unknown one reads as 'required') and, for a text too long,
 * its limit. */
export function readFieldCode(code: string): { code: ErrorCode; max?: number } {
  const [name, max] = code.split(':');
  const known = (ERROR_CODES as readonly string[]).includes(name!) ? (name as ErrorCode) : 'required';
  return max ? { code: known, max: Number(max) } : { code: known };
}

/** A field's message, through next-intl's translator of 'forms' (a text too long names its limit). */
export function fieldError(f: (key: `errors.${ErrorCode}`, values: { max: number }) => string, code: string | undefined): string | undefined {
  if (!code) return undefined;
  const read = readFieldCode(code);
  return f(`errors.${read.code}`, { max: read.max ?? 0 });
}

/** A field's message: its code's text (messages/{pt,en}/forms.json → errors, as written there:
 * the limit of a text too long, `{max}`, is put in here, as the locale writes numbers). */
export function fieldMessage(code: string, messages: Readonly<Record<ErrorCode, string>>, locale: string): string {
  const read = readFieldCode(code);
  return messages[read.code].replace('{max}', read.max === undefined ? '' : new Intl.NumberFormat(locale).format(read.max));
}

export type Validation<T> = { success: true; data: T } | { success: false; errors: FieldErrorCodes };

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

/** A rule written as a function of the field's text, as a zod/mini check. */
export const rule = (check: (value: string) => ErrorCode | null) =>
  z.superRefine<string>((value, context) => {
    const code = check(value);
    if (code) context.addIssue({ code: 'custom', message: code, input: value });
  });

export const requiredText = (max = MAX_TEXT) => z.string().check(z.minLength(1, 'required'), z.maxLength(max, tooLong(max)));
export const optionalText = (max = MAX_TEXT) => z.string().check(z.maxLength(max, tooLong(max)));
export const email = () => z.string().check(z.minLength(1, 'required'), z.maxLength(MAX_EMAIL, tooLong(MAX_EMAIL)), z.regex(EMAIL, 'email'));

/**
 * Runs a form's schema over its fields, read as trimmed text (`textFields`) by the caller: the
 * data, or each field's first problem as its error code.
 */
export function validateWith<T>(schema: z.ZodMiniType<T>, input: unknown): Validation<T> {
  const result = schema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: FieldErrorCodes = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    const { code, max } = readFieldCode(issue.message);
    errors[field] ??= code === 'tooLong' && max ? tooLong(max) : code;
  }
  return { success: false, errors };
}
