/**
 * The application form (SPEC §3 getScouted, §5 rules) as one zod schema: the browser validates
 * with it (react-hook-form's zod resolver) and the route handler validates the same text again.
 * Messages are codes (ERROR_CODES), translated where they are shown.
 */
import { z } from 'zod';
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

/** Letters of any language and spaces (SPEC §5: "letters and spaces only"). */
const LETTERS = /^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$/u;
const MAX_TEXT = 120;

const text = (max = MAX_TEXT) => z.string().trim().min(1, 'required').max(max, 'tooLong');
const name = () => text().regex(LETTERS, 'alpha');
const option = (field: SelectField) =>
  z
    .string()
    .min(1, 'required')
    .refine((value) => (SELECT_VALUES[field] as readonly string[]).includes(value), 'option');
/** A checkbox: true from the browser, 'true' or 'on' from a form post. */
const checkbox = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean());

export const SELECT_FIELDS = ['gender', 'height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes'] as const;

/** The text fields in the order they appear (focus goes to the first invalid one). */
export const APPLY_TEXT_FIELDS = [
  'realname',
  'birthdate',
  'father',
  'gender',
  'phone',
  'email',
  'instagr',
  'note',
  'height',
  'bust',
  'waist',
  'hips',
  'jeans',
  'shoes',
  'hair',
  'eyes',
] as const;

export const PHOTO_FIELDS = ['photo0', 'photo1', 'photo2', 'photo3'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

export const applyShape = {
  /** Guardian's name (SPEC's Father): optional, required for a minor. */
  father: z.string().trim().max(MAX_TEXT, 'tooLong').refine((v) => v === '' || LETTERS.test(v), 'alpha'),
  realname: name(),
  birthdate: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => parseTypedDate(v) !== undefined, 'date'),
  gender: option('gender'),
  phone: z.string().trim().min(1, 'required').regex(PHONE_PATTERN, 'phone'),
  note: text(),
  email: z.string().trim().min(1, 'required').max(254, 'tooLong').pipe(z.email('email')),
  instagr: text(),
  height: option('height'),
  bust: option('bust'),
  waist: option('waist'),
  hips: option('hips'),
  jeans: option('jeans'),
  shoes: option('shoes'),
  hair: option('hair'),
  eyes: option('eyes'),
  guardianConsent: checkbox,
  consent: checkbox.refine((v) => v, 'consent'),
};

/**
 * The form's rules on `today`: every field of applyShape, and for an applicant under 18 on
 * the birthdate, a guardian's name and the guardian's consent. A birthdate in the future or
 * more than 120 years ago is refused.
 */
export function applicationSchema(today: Date) {
  return z.object(applyShape).superRefine((values, ctx) => {
    const birth = parseTypedDate(values.birthdate);
    if (!birth) return;
    const born = new Date(birth.year, birth.month - 1, birth.day);
    if (born.getTime() > today.getTime() || today.getFullYear() - birth.year > 120) {
      ctx.addIssue({ code: 'custom', path: ['birthdate'], message: 'dateRange' });
      return;
    }
    if (!isMinor(birth, today)) return;
    if (values.father.trim() === '') ctx.addIssue({ code: 'custom', path: ['father'], message: 'guardianRequired' });
    if (!values.guardianConsent) {
      ctx.addIssue({ code: 'custom', path: ['guardianConsent'], message: 'guardianConsent' });
    }
  });
}

export type ApplicationInput = z.input<ReturnType<typeof applicationSchema>>;
export type Application = z.output<ReturnType<typeof applicationSchema>>;

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
  if (a.father.trim() !== '') fields.contacts = JSON.stringify({ value: a.father.trim(), label: GUARDIAN_LABEL });
  return fields;
}

/** Field → first error code, from a zod error (for the answer of the route handler). */
export function fieldErrors(error: z.ZodError): Record<string, ErrorCode> {
  const out: Record<string, ErrorCode> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || out[field]) continue;
    const code = (ERROR_CODES as readonly string[]).includes(issue.message) ? (issue.message as ErrorCode) : 'required';
    out[field] = code;
  }
  return out;
}
