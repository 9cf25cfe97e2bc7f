/**
 * Phone numbers as people type them (SPEC §5), one rule for the three forms and both sides:
 * a Brazilian number with or without +55 — `(11) 98765-4321`, `11 3333-4444`,
 * `+55 (11) 98765-4321` — or a number of another country starting with `+`. Checked with
 * libphonenumber-js and its full ('max') metadata: the smaller builds cannot tell a complete
 * Brazilian number from one missing a digit ('min' checks lengths only, so `(11) 98765-432`
 * passes as a landline) or refuse every landline ('mobile'). Brazilian numbers must be valid
 * numbers of the plan; other countries' numbers only of a possible length for their country,
 * since their plans change without us (a client abroad must never be turned away).
 */
import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/max';
import type { ErrorCode } from './rules';

const MAX_PHONE_LENGTH = 40;
/** What a typed phone may contain: digits, one leading +, spaces, brackets, dashes and dots. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** The number a typed phone stands for (Brazil when no country code is given), if any. */
export function parsePhone(text: string): PhoneNumber | undefined {
  const typed = text.trim();
  if (typed.length > MAX_PHONE_LENGTH || !PHONE_CHARACTERS.test(typed)) return undefined;
  const number = parsePhoneNumberFromString(typed, 'BR');
  if (!number) return undefined;
  const acceptable = number.countryCallingCode === '55' ? number.isValid() : number.isPossible();
  return acceptable ? number : undefined;
}

/** `code` when a typed phone is not a usable number ('required' when empty). */
export function checkPhone(text: string, code: ErrorCode): ErrorCode | null {
  if (text.trim() === '') return 'required';
  return parsePhone(text) ? null : code;
}

/** A usable phone as the agency reads it: `+55 (11) 98765-4321`, `+55 (11) 3333-4444` (the
 * form's mask), or the international format of another country (`+351 912 345 678`). */
export function formatPhone(text: string): string {
  const number = parsePhone(text);
  if (!number) return text.trim();
  if (number.countryCallingCode !== '55') return number.formatInternational();
  const national = number.nationalNumber;
  const area = national.slice(0, 2);
  const subscriber = national.slice(2);
  const cut = subscriber.length - 4;
  return `+55 (${area}) ${subscriber.slice(0, cut)}-${subscriber.slice(cut)}`;
}
