/**
 * The contact form's rules (SPEC §3 contact message, §5): email must be an e-mail and message
 * is required; name and phone are optional. Run by the browser and the route handler alike.
 */
import { checkEmail, checkRequiredText, type FieldErrorCodes, type Validation } from './apply-schema';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'message'] as const;
export type ContactInput = Record<(typeof CONTACT_FIELDS)[number], string>;

export function validateContact(values: object): Validation<ContactInput> {
  const input = values as Record<string, unknown>;
  const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string).trim() : '');
  const v: ContactInput = { name: text('name'), email: text('email'), phone: text('phone'), message: text('message') };
  const errors: FieldErrorCodes = {};
  if (v.name.length > 120) errors.name = 'tooLong';
  const email = checkEmail(v.email);
  if (email) errors.email = email;
  if (v.phone.length > 40) errors.phone = 'tooLong';
  const message = checkRequiredText(v.message, 5000);
  if (message) errors.message = message;
  return Object.keys(errors).length > 0 ? { success: false, errors } : { success: true, data: v };
}
