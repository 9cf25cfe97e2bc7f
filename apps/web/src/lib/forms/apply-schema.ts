/**
 * The application form's rules (SPEC §3 getScouted, §5), the one definition run by both sides:
 * the browser (react-hook-form's resolver) and the route handler (server/apply.ts), which
 * validates the same text again. The field lists here are the form's: ApplyForm, ApplyPage and
 * the receipt read them rather than repeat them. See rules.ts for why this is not zod.
 */
import { isMinor } from './age';
import { parseTypedDate, typedDateToIso } from './masks';
import { SELECT_VALUES, type SelectField } from './options';
import { checkPhone, formatPhone } from './phone';
import {
  checkEmail,
  checkRequiredText,
  MAX_TEXT,
  textFields,
  validation,
  type ErrorCode,
  type FieldErrorCodes,
  type Validation,
} from './rules';

/** The personal fields, in the form's order. */
export const PERSONAL_FIELDS = ['realname', 'birthdate', 'father', 'gender', 'phone', 'email', 'instagr', 'note'] as const;
/** The measurement selects (option lists of SPEC §9), in the form's order. */
export const MEASUREMENT_FIELDS = ['height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'] as const;
/** Every text field of an application, in the form's order. */
export const TEXT_FIELDS = [...PERSONAL_FIELDS, ...MEASUREMENT_FIELDS] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const SELECT_FIELDS = ['gender', ...MEASUREMENT_FIELDS] as const satisfies readonly SelectField[];
export const PHOTO_FIELDS = ['photo0', 'photo1', 'photo2', 'photo3'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

/** A valid application's fields (the photos apart). */
export type Application = Record<TextField, string> & { guardianConsent: boolean; consent: boolean };

export const emptyApplication = (): Application => ({
  ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
  guardianConsent: false,
  consent: false,
});

/**
 * Letters of any language, words joined by one space, a hyphen or an apostrophe (Ana-Clara,
 * Maria D'Ávila): SPEC §5 says "letters and spaces only", which refused real names
 * (docs/product.md, "Departures from the specification").
 */
const NAME = /^[\p{L}\p{M}]+(?:(?: |-|'|’)[\p{L}\p{M}]+)*$/u;
/** Runs of spaces (a double space typed on a phone keyboard) are one space. */
const collapseSpaces = (text: string) => text.replace(/\s+/g, ' ');

/** A checkbox: true from the browser, 'true' or 'on' from a form post. */
const checked = (value: unknown): boolean => value === true || value === 'true' || value === 'on';

const checkName = (value: string): ErrorCode | null => checkRequiredText(value) ?? (NAME.test(value) ? null : 'alpha');
const checkOption = (field: SelectField, value: string): ErrorCode | null =>
  value === '' ? 'required' : (SELECT_VALUES[field] as readonly string[]).includes(value) ? null : 'option';

/**
 * The rules on `today`: every field required except the guardian's name (SPEC §5), names of
 * letters joined by spaces, hyphens or apostrophes (spaces collapsed), a valid e-mail, a real dd/mm/yyyy date (not in the future, not more than
 * 120 years ago), a usable phone (phone.ts), select values from SPEC §9, the consent; and for an
 * applicant under 18 on the birthdate, a guardian's name and the guardian's consent.
 */
export function validateApplication(values: object, today: Date): Validation<Application> {
  const input = values as Record<string, unknown>;
  const text = textFields(values, TEXT_FIELDS);
  const v: Application = {
    ...text,
    realname: collapseSpaces(text.realname),
    father: collapseSpaces(text.father),
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
  if (v.father !== '') set('father', v.father.length > MAX_TEXT ? 'tooLong' : NAME.test(v.father) ? null : 'alpha');
  for (const field of SELECT_FIELDS) set(field, checkOption(field, v[field]));
  set('phone', checkPhone(v.phone, 'phone'));
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
  return validation(v, errors);
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
 * YYYY-MM-DD, `contacts` JSON {value, label} only when a guardian is given (instead of father).
 */
export function toGetScoutedFields(a: Application): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const field of TEXT_FIELDS) if (field !== 'father') fields[field] = a[field];
  fields.birthdate = typedDateToIso(a.birthdate) ?? a.birthdate;
  fields.phone = formatPhone(a.phone);
  if (a.father !== '') fields.contacts = JSON.stringify({ value: a.father, label: GUARDIAN_LABEL });
  return fields;
}
