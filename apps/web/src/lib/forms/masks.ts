/**
 * The input masks of the forms (SPEC §5; the order's CNPJ), as imask patterns ('0' is a digit),
 * and the conversions between what the visitor types and what is sent. The browser applies them
 * with react-imask's `<IMaskInput mask={…}>`; the server formats with the same masks
 * (`applyMask`): imask's core needs no DOM.
 */
import IMask, { type FactoryOpts, type MaskedDynamic } from 'imask';

/**
 * Birthdate, day/month/year: SPEC's 99/99/9999, where a '/' typed after a single digit pads it
 * ('1/3/2001' → '01/03/2001', where the plain pattern would drop the slashes and make
 * '13/20/01'). The day and month take any two digits: a wrong one is the rules' to name, never
 * silently changed into another date.
 */
export const DATE_MASK = {
  mask: 'DD/MM/0000',
  blocks: {
    DD: { mask: IMask.MaskedRange, from: 0, to: 99, maxLength: 2 },
    MM: { mask: IMask.MaskedRange, from: 0, to: 99, maxLength: 2 },
  },
  autofix: 'pad' as const,
};
/**
 * Phone (lib/forms/phone.ts checks what it gives): SPEC's `+## (##) #####-####` for a Brazilian
 * mobile typed with its country code; `(##) #####-####` when typed without it (Brazil is
 * assumed); 8-digit landlines (`(##) ####-####`, `+55 (##) ####-####`); and free digits after
 * a `+` of another country. Chosen again at each keystroke from what has been typed: the
 * subscriber's first digit tells a mobile (9) from a landline, and 12–13 digits starting with
 * 55 (or 11 whose third is not a 9) are Brazil's code followed by an area code, as in
 * `5511987654321` → `+55 (11) 98765-4321`.
 */
const PHONE_MASK_NAMES = ['intlMobile', 'intlLandline', 'mobile', 'landline', 'foreign'] as const;
type PhoneMaskName = (typeof PHONE_MASK_NAMES)[number];

/** Which phone mask fits what has been typed so far. */
export function phoneMaskFor(typed: string): PhoneMaskName {
  const digits = typed.replace(/\D/g, '');
  const mobileAt = (i: number) => digits.length <= i || digits[i] === '9';
  if (typed.trimStart().startsWith('+')) {
    if (!'55'.startsWith(digits.slice(0, 2))) return 'foreign';
    return mobileAt(4) ? 'intlMobile' : 'intlLandline';
  }
  if (digits.startsWith('55') && (digits.length > 11 || (digits.length > 10 && digits[2] !== '9'))) {
    return mobileAt(4) || digits.length > 12 ? 'intlMobile' : 'intlLandline';
  }
  return mobileAt(2) ? 'mobile' : 'landline';
}

/** The phone mask as imask options (a dynamic mask). */
export const PHONE_MASK: { mask: MaskedDynamic['mask']; dispatch: MaskedDynamic['dispatch'] } = {
  // in the order of PHONE_MASK_NAMES
  mask: [
    { mask: '+00 (00) 00000-0000' },
    { mask: '+00 (00) 0000-0000' },
    { mask: '(00) 00000-0000' },
    { mask: '(00) 0000-0000' },
    { mask: /^\+[\d ()-]{0,24}$/ },
  ],
  dispatch: (appended, masked) => masked.compiledMasks[PHONE_MASK_NAMES.indexOf(phoneMaskFor(masked.value + appended))],
};

/** A mask of this module: an imask pattern, the birthdate's or the phone's options. */
export type MaskSpec = string | typeof DATE_MASK | typeof PHONE_MASK;
const maskOptions = (mask: MaskSpec): FactoryOpts => (typeof mask === 'string' ? { mask } : mask);
/** Brazilian company tax id: 00.000.000/0000-00. */
export const CNPJ_MASK = '00.000.000/0000-00';

/** What `mask` makes of typed text (as the input would show it). */
export const applyMask = (text: string, mask: MaskSpec): string => IMask.pipe(text, maskOptions(mask));

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** '12/04/2007' (or '12/4/2007', as typed where the mask does not run) → {2007, 4, 12};
 * undefined when it is not a real calendar day. */
export function parseTypedDate(text: string): CalendarDate | undefined {
  const typed = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!typed) return undefined;
  const [day, month, year] = typed.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return { year, month, day };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** '12/04/2007' → '2007-04-12' (SPEC §7 sends YYYY-MM-DD); undefined when not a real day. */
export function typedDateToIso(text: string): string | undefined {
  const date = parseTypedDate(text);
  return date ? `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}` : undefined;
}

/** '2007-04-12' → '12/04/2007'. */
export function isoToTypedDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
