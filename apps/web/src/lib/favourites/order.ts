import { isValidCnpj } from './cnpj';

/**
 * The e-casting order form (SPEC §3 "Favourites order"): Name, Phone, Cnpj, CorporateName,
 * Email, Message. One validation, run by the browser before sending and again by the server
 * action on what it receives (no zod here: this module travels to the browser).
 */
export const ORDER_FIELDS = ['Name', 'Phone', 'Cnpj', 'CorporateName', 'Email', 'Message'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];
export type OrderFields = Record<OrderField, string>;
export type OrderError = 'required' | 'email' | 'cnpj' | 'phone' | 'tooLong';
export type OrderErrors = Partial<Record<OrderField, OrderError>>;

/** Longest text accepted per field (the message is the observations box). */
export const ORDER_MAX_LENGTH: Record<OrderField, number> = {
  Name: 120,
  Phone: 40,
  Cnpj: 18,
  CorporateName: 160,
  Email: 254,
  Message: 4000,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const emptyOrder = (): OrderFields => ({ Name: '', Phone: '', Cnpj: '', CorporateName: '', Email: '', Message: '' });

/** The fields as text, from a FormData or a plain object; unknown keys are dropped. */
export function orderFieldsFrom(source: FormData | Record<string, unknown>): OrderFields {
  const get = (key: string) => (source instanceof FormData ? source.get(key) : source[key]);
  const fields = emptyOrder();
  for (const key of ORDER_FIELDS) {
    const value = get(key);
    fields[key] = typeof value === 'string' ? value.trim() : '';
  }
  return fields;
}

export function validateOrder(fields: OrderFields): OrderErrors {
  const errors: OrderErrors = {};
  for (const key of ORDER_FIELDS) {
    if (fields[key].length > ORDER_MAX_LENGTH[key]) errors[key] = 'tooLong';
  }
  for (const key of ['Name', 'Phone', 'Email'] as const) {
    if (!fields[key]) errors[key] = 'required';
  }
  if (fields.Phone && !errors.Phone && fields.Phone.replace(/\D/g, '').length < 8) errors.Phone = 'phone';
  if (fields.Email && !errors.Email && !EMAIL.test(fields.Email)) errors.Email = 'email';
  if (fields.Cnpj && !errors.Cnpj && !isValidCnpj(fields.Cnpj)) errors.Cnpj = 'cnpj';
  return errors;
}

export const hasErrors = (errors: OrderErrors) => Object.keys(errors).length > 0;
