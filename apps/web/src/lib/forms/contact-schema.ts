/**
 * The contact form's rules (SPEC §3 contact message, §5): email must be an e-mail and message
 * is required; name and phone are optional, a phone given must be a usable number (phone.ts). The one definition, run by the browser and the
 * route handler alike (see rules.ts).
 */
import { checkPhone } from './phone';
import { checkEmail, checkOptionalText, checkRequiredText, textFields, validation, type FieldErrorCodes, type Validation } from './rules';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactInput = Record<(typeof CONTACT_FIELDS)[number], string>;

export const emptyContact = (): ContactInput => textFields({}, CONTACT_FIELDS);

export function validateContact(values: object): Validation<ContactInput> {
  const v = textFields(values, CONTACT_FIELDS);
  const errors: FieldErrorCodes = {};
  const set = (field: keyof ContactInput, code: ReturnType<typeof checkEmail>) => {
    if (code) errors[field] = code;
  };
  set('name', checkOptionalText(v.name));
  set('email', checkEmail(v.email));
  set('phone', v.phone === '' ? null : checkPhone(v.phone, 'phoneNumber'));
  set('message', checkRequiredText(v.message, 5000));
  return validation(v, errors);
}
