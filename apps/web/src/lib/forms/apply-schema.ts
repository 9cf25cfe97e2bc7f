/**
 * The application form's rules (SPEC §3 getScouted, §5), the one definition run by both sides:
 * the browser (react-hook-form's resolver) and the route handler (server/apply.ts), which
 * validates the same text again. The field lists here are the form's: ApplyForm, ApplyPage and
 * the receipt read them rather than repeat them. A zod/mini schema (see rules.ts).
 */
import { isMinor } from './age';
import { parseTypedDate, typedDateToIso } from './masks';
import { SELECT_VALUES, type SelectField } from './options';
import { checkPhone, formatPhone } from './phone';
import * as z from 'zod/mini';
import { email, MAX_TEXT, requiredText, rule, textFields, tooLong, validateWith, type ErrorCode, type Validation } from './rules';

/** The personal fields, in the form's order. */
export const PERSONAL_FIELDS = ['realname', 'birthdate', 'father', 'gender', 'phone', 'email', 'instagr', 'note'] as const;
/** The measurement selects (option lists of SPEC §9), in the form's order. */
export const MEASUREMENT_FIELDS = ['height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'] as const;
/** Every text field of an application, in the form's order. */
export const TEXT_FIELDS = [...PERSONAL_FIELDS, ...MEASUREMENT_FIELDS] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
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

const checkOption = (field: SelectField) => (value: string): ErrorCode | null =>
  value === '' ? 'required' : (SELECT_VALUES[field] as readonly string[]).includes(value) ? null : 'option';

/** A name: spaces collapsed, at most MAX_TEXT characters, letters joined as NAME says. */
const name = (required: boolean) =>
  z.string().check(
    z.overwrite(collapseSpaces),
    ...(required ? [z.minLength(1, 'required')] : []),
    z.maxLength(MAX_TEXT, tooLong(MAX_TEXT)),
    rule((value) => (value === '' || NAME.test(value) ? null : 'alpha')),
  );

/** The typed birthdate on `today`, when it is a real day in the range a person's can be. */
function birthOn(typed: string, today: Date) {
  const birth = parseTypedDate(typed);
  if (!birth) return undefined;
  const born = new Date(birth.year, birth.month - 1, birth.day);
  return born.getTime() > today.getTime() || today.getFullYear() - birth.year > 120 ? undefined : birth;
}

const select = (field: SelectField) => z.string().check(rule(checkOption(field)));
const ticked = (code: ErrorCode) => z.boolean().check(z.refine((value) => value, code));

/**
 * The rules on `today`: every field required except the guardian's name (SPEC §5), names of
 * letters joined by spaces, hyphens or apostrophes (spaces collapsed), a valid e-mail, a real dd/mm/yyyy date (not in the future, not more than
 * 120 years ago), a usable phone (phone.ts), select values from SPEC §9, the consent; and for an
 * applicant under 18 on the birthdate, a guardian's name and the guardian's consent.
 */
const applicationSchema = (today: Date) =>
  z
    .object({
      realname: name(true),
      birthdate: z.string().check(
        rule((typed) => (typed === '' ? 'required' : !parseTypedDate(typed) ? 'date' : !birthOn(typed, today) ? 'dateRange' : null)),
      ),
      father: name(false),
      gender: select('gender'),
      phone: z.string().check(rule((phone) => checkPhone(phone, 'phone'))),
      email: email(),
      instagr: requiredText(),
      note: requiredText(),
      height: select('height'),
      bust: select('bust'),
      waist: select('waist'),
      hips: select('hips'),
      jeans: select('jeans'),
      shoes: select('shoes'),
      hair: select('hair'),
      eyes: select('eyes'),
      guardianConsent: z.boolean(),
      consent: ticked('consent'),
    })
    .check(
      z.superRefine((application, context) => {
        const birth = birthOn(application.birthdate, today);
        if (!birth || !isMinor(birth, today)) return;
        if (application.father === '') context.addIssue({ code: 'custom', message: 'guardianRequired', path: ['father'], input: application.father });
        if (!application.guardianConsent) context.addIssue({ code: 'custom', message: 'guardianConsent', path: ['guardianConsent'], input: false });
      }),
    );

export function validateApplication(values: object, today: Date): Validation<Application> {
  const input = values as Record<string, unknown>;
  return validateWith(applicationSchema(today), {
    ...textFields(values, TEXT_FIELDS),
    guardianConsent: checked(input.guardianConsent),
    consent: checked(input.consent),
  });
}

/** Whether the typed birthdate makes the applicant a minor on `today` (false while incomplete,
 * and for a date no one was born on: in the future, or more than 120 years ago). */
export function isMinorBirthdate(typed: string, today: Date): boolean {
  const birth = birthOn(typed, today);
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
