/**
 * The contact form's rules (SPEC §3 contact message, §5): email must be an e-mail and message
 * is required; name and phone are optional, a phone given must be a usable number (phone.ts). The one definition, run by the browser and the
 * route handler alike (see rules.ts).
 */
import * as z from 'zod/mini';
import { checkPhone } from './phone';
import { email, optionalText, requiredText, rule, textFields, validateWith, type Validation } from './rules';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactInput = Record<(typeof CONTACT_FIELDS)[number], string>;

export const emptyContact = (): ContactInput => textFields({}, CONTACT_FIELDS);

const contactSchema = z.object({
  name: optionalText(),
  email: email(),
  phone: z.string().check(rule((phone) => (phone === '' ? null : checkPhone(phone, 'phoneNumber')))),
  message: requiredText(5000),
});

export const validateContact = (values: object): Validation<ContactInput> => validateWith(contactSchema, textFields(values, CONTACT_FIELDS));
