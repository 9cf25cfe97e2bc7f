/**
 * The application form's rules (SPEC §3 getScouted, §5) written once, in plain TypeScript, and
 * run by both sides: the browser (react-hook-form's resolver) and the route handler, which
 * validates the same text again. No zod here: this module is part of the browser bundle, which
 * carries no zod (docs/decisions/0012, 0030). Messages are codes (ERROR_CODES), translated where
 * they are shown.
 */
import { isMinor } from './age';
import { PHONE_PATTERN, parseTypedDate, typedDateToIso } from './masks';
import { SELECT_VALUES, type SelectField } from './options';

export const ERROR_CODES = [
  'required',
  'alpha',
  'email',
  'date',
  'dateRange',
  'phone',
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

/** Letters of any language and spaces (SPEC §5: "letters and spaces only"). */
const LETTERS = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
/** An e-mail address as browsers check type=email (WHATWG), with a dot in the domain. */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const MAX_TEXT = 120;
const MAX_EMAIL = 254;

export const SELECT_FIELDS = ['gender', 'height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'] as const;
export const PHOTO_FIELDS = ['photo0', 'photo1', 'photo2', 'photo3'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

/** A valid application's text fields. */
export interface Application {
  father: string;
  realname: string;
  birthdate: string;
  gender: string;
  phone: string;
  note: string;
  email: string;
  instagr: string;
  height: string;
  bust: string;
  waist: string;
  hips: string;
  jeans: string;
  shoes: string;
  hair: string;
  eyes: string;
  guardianConsent: boolean;
  consent: boolean;
}

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** A checkbox: true from the browser, 'true' or 'on' from a form post. */
const checked = (value: unknown): boolean => value === true || value === 'true' || value === 'on';

export function checkRequiredText(value: string, max = MAX_TEXT): ErrorCode | null {
  if (value === '') return 'required';
  return value.length > max ? 'tooLong' : null;
}
export function checkEmail(value: string): ErrorCode | null {
  if (value === '') return 'required';
  if (value.length > MAX_EMAIL) return 'tooLong';
  return EMAIL.test(value) ? null : 'email';
}
const checkName = (value: string): ErrorCode | null => checkRequiredText(value) ?? (LETTERS.test(value) ? null : 'alpha');
const checkOption = (field: SelectField, value: string): ErrorCode | null =>
  value === '' ? 'required' : (SELECT_VALUES[field] as readonly string[]).includes(value) ? null : 'option';

/**
 * The rules on `today`: every field required except the guardian's name (SPEC §5), names of
 * letters and spaces, a valid e-mail, a real dd/mm/yyyy date (not in the future, not more than
 * 120 years ago), the full phone mask, select values from SPEC §9, the consent; and for an
 * applicant under 18 on the birthdate, a guardian's name and the guardian's consent.
 */
export function validateApplication(values: object, today: Date): Validation<Application> {
  const input = values as Record<string, unknown>;
  const v: Application = {
    father: textOf(input.father),
    realname: textOf(input.realname),
    birthdate: textOf(input.birthdate),
    gender: textOf(input.gender),
    phone: textOf(input.phone),
    note: textOf(input.note),
    email: textOf(input.email),
    instagr: textOf(input.instagr),
    height: textOf(input.height),
    bust: textOf(input.bust),
    waist: textOf(input.waist),
    hips: textOf(input.hips),
    jeans: textOf(input.jeans),
    shoes: textOf(input.shoes),
    hair: textOf(input.hair),
    eyes: textOf(input.eyes),
    guardianConsent: checked(input.guardianConsent),
    consent: checked(input.consent),
  };
  const errors: FieldErrorCodes = {};
  const set = (field: keyof Application, code: ErrorCode | null) => {
    if (code && !errors[field]) errors[field] = code;
  };
  set('realname', checkName(v.realname));
  const birth = parseTypedDate(v.birthdate);
  set('birthdate', v.birthdate === '' ? 'required' : birth ? null : 'date');
  if (v.father !== '') set('father', v.father.length > MAX_TEXT ? 'tooLong' : LETTERS.test(v.father) ? null : 'alpha');
  for (const field of SELECT_FIELDS) set(field, checkOption(field, v[field]));
  set('phone', v.phone === '' ? 'required' : PHONE_PATTERN.test(v.phone) ? null : 'phone');
  set('email', checkEmail(v.email));
  set('instagr', checkRequiredText(v.instagr));
  set('note', checkRequiredText(v.note));
  if (birth) {
    const born = new Date(birth.year, birth.month - 1, birth.day);
    if (born.getTime() > today.getTime() || today.getFullYear() - birth.year > 120) set('birthdate', 'dateRange');
    else if (isMinor(birth, today)) {
      if (v.father === '') set('father', 'guardianRequired');
      if (!v.guardianConsent) set('guardianConsent', 'guardianConsent');
    }
  }
  if (!v.consent) set('consent', 'consent');
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data: v };
}

/** Whether the typed birthdate makes the applicant a minor on `today` (false while incomplete). */
export function isMinorBirthdate(typed: string, today: Date): boolean {
  const birth = parseTypedDate(typed);
  return birth !== undefined && isMinor(birth, today);
}

/** The label the guardian's name carries in the `contacts` JSON (SPEC §7). */
export const GUARDIAN_LABEL = 'Responsável';

/**
 * The text fields of the getScouted entry (SPEC §7) for a valid application: birthdate as
 * YYYY-MM-DD, `contacts` JSON {value, label} only when a guardian is given.
 */
export function toGetScoutedFields(a: Application): Record<string, string> {
  const fields: Record<string, string> = {
    realname: a.realname,
    phone: a.phone,
    birthdate: typedDateToIso(a.birthdate) ?? a.birthdate,
    note: a.note,
    email: a.email,
    instagr: a.instagr,
    height: a.height,
    bust: a.bust,
    waist: a.waist,
    hips: a.hips,
    jeans: a.jeans,
    shoes: a.shoes,
    hair: a.hair,
    eyes: a.eyes,
    gender: a.gender,
  };
  if (a.father !== '') fields.contacts = JSON.stringify({ value: a.father, label: GUARDIAN_LABEL });
  return fields;
}
