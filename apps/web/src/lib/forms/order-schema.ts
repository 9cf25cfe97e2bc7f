/**
 * The e-casting order's rules (SPEC §3 "Favourites order", §2.14): Name, Phone and
 * Email required; Cnpj optional but with valid check digits when given; CorporateName and
 * Message optional. The one definition, run by the browser (OrderForm) and the route handler
 * (server/order.ts) alike (see rules.ts). The chosen talents travel apart, as ids.
 */
import { JOB_KINDS } from '@vitrine/contracts/constants';
import { isValidCnpj } from './cnpj';
import { checkPhone } from './phone';
import * as z from 'zod/mini';
import { email, optionalText, requiredText, rule, textFields, tooLong, validateWith, type Validation } from './rules';

/** Who orders, in the form's order. */
export const CONTACT_FIELDS = ['Name', 'Phone', 'Email', 'CorporateName', 'Cnpj', 'Message'] as const;
/** The option request (every part optional): the dates, city, kind of job, usage and budget a
 * booking starts with. */
export const OPTION_FIELDS = ['DateFrom', 'DateTo', 'City', 'JobKind', 'UsageMedia', 'UsageTerritory', 'UsageTerm', 'Budget'] as const;
export const ORDER_FIELDS = [...CONTACT_FIELDS, ...OPTION_FIELDS] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type OptionField = (typeof OPTION_FIELDS)[number];
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
  DateFrom: 10,
  DateTo: 10,
  City: 120,
  JobKind: 20,
  UsageMedia: 200,
  UsageTerritory: 200,
  UsageTerm: 120,
  Budget: 120,
};

/** A calendar date as date inputs give it (YYYY-MM-DD) that exists. */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

/** Today in the browser's calendar, YYYY-MM-DD. */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const emptyOrder = (): OrderInput => textFields({}, ORDER_FIELDS);

/** An option's date: optional; a real day, not before `today`. */
const optionDate = (today: string) =>
  z.string().check(
    z.maxLength(10, tooLong(10)),
    rule((date) => (date === '' ? null : !isIsoDate(date) ? 'date' : date < today ? 'datePast' : null)),
  );

/**
 * `today` (YYYY-MM-DD) is the first date an option may start on: the browser passes its own
 * day; the server a day earlier, for visitors whose day has not begun where it runs.
 */
const orderSchema = (today: string) =>
  z
    .object({
      Name: requiredText(ORDER_MAX_LENGTH.Name),
      Phone: requiredText(ORDER_MAX_LENGTH.Phone).check(rule((phone) => (phone === '' ? null : checkPhone(phone, 'phoneNumber')))),
      Email: email(),
      CorporateName: optionalText(ORDER_MAX_LENGTH.CorporateName),
      Cnpj: optionalText(ORDER_MAX_LENGTH.Cnpj).check(rule((cnpj) => (cnpj === '' || isValidCnpj(cnpj) ? null : 'cnpj'))),
      Message: optionalText(ORDER_MAX_LENGTH.Message),
      DateFrom: optionDate(today),
      DateTo: optionDate(today),
      City: optionalText(ORDER_MAX_LENGTH.City),
      JobKind: z.string().check(rule((kind) => (kind === '' || (JOB_KINDS as readonly string[]).includes(kind) ? null : 'option'))),
      UsageMedia: optionalText(ORDER_MAX_LENGTH.UsageMedia),
      UsageTerritory: optionalText(ORDER_MAX_LENGTH.UsageTerritory),
      UsageTerm: optionalText(ORDER_MAX_LENGTH.UsageTerm),
      Budget: optionalText(ORDER_MAX_LENGTH.Budget),
    })
    .check(
      z.refine((order) => order.DateFrom === '' || order.DateTo === '' || order.DateTo >= order.DateFrom, {
        message: 'dateOrder',
        path: ['DateTo'],
      }),
    );

export const validateOrder = (values: object, today: string = localToday()): Validation<OrderInput> =>
  validateWith(orderSchema(today), textFields(values, ORDER_FIELDS));
