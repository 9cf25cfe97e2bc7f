/**
 * The e-casting order's rules (SPEC §3 "Favourites order", §2.14): Name, Phone and
 * Email required; Cnpj optional but with valid check digits when given; CorporateName and
 * Message optional. The one definition, run by the browser (OrderForm) and the route handler
 * (server/order.ts) alike (see rules.ts). The chosen talents travel apart, as ids.
 */
import { isValidCnpj } from './cnpj';
import { checkPhone } from './phone';
import { checkEmail, checkOptionalText, checkRequiredText, textFields, validation, type FieldErrorCodes, type Validation } from './rules';

/** In the form's order. */
export const ORDER_FIELDS = ['Name', 'Phone', 'Email', 'CorporateName', 'Cnpj', 'Message'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderInput = Record<OrderField, string>;
export const REQUIRED_ORDER_FIELDS: ReadonlySet<OrderField> = new Set(['Name', 'Phone', 'Email']);

/** Longest text accepted per field (the message is the observations box). */
export const ORDER_MAX_LENGTH: Record<OrderField, number> = {
  Name: 120,
  Phone: 40,
  Email: 254,
  CorporateName: 160,
  Cnpj: 18,
  Message: 4000,
};

export const emptyOrder = (): OrderInput => textFields({}, ORDER_FIELDS);

export function validateOrder(values: object): Validation<OrderInput> {
  const v = textFields(values, ORDER_FIELDS);
  const errors: FieldErrorCodes = {};
  for (const field of ORDER_FIELDS) {
    const code = REQUIRED_ORDER_FIELDS.has(field)
      ? checkRequiredText(v[field], ORDER_MAX_LENGTH[field])
      : checkOptionalText(v[field], ORDER_MAX_LENGTH[field]);
    if (code) errors[field] = code;
  }
  if (!errors.Phone && checkPhone(v.Phone, 'phoneNumber')) errors.Phone = 'phoneNumber';
  const email = checkEmail(v.Email);
  if (!errors.Email && email) errors.Email = email;
  if (!errors.Cnpj && v.Cnpj !== '' && !isValidCnpj(v.Cnpj)) errors.Cnpj = 'cnpj';
  return validation(v, errors);
}
