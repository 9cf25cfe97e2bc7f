/** Brazilian company tax id (CNPJ): 14 digits, the last two check digits (mod 11). */
export const CNPJ_MASK = '__.___.___/____-__';

const digitsOf = (value: string) => value.replace(/\D/g, '');

function checkDigit(digits: readonly number[]): number {
  let weight = digits.length - 7; // 5 for the first (12 digits), 6 for the second (13)
  let sum = 0;
  for (const digit of digits) {
    sum += digit * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** True for a CNPJ with valid check digits, masked (00.000.000/0000-00) or not. */
export function isValidCnpj(value: string): boolean {
  if (/[^\d./\-\s]/.test(value)) return false;
  const digits = digitsOf(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const numbers = [...digits].map(Number);
  const first = checkDigit(numbers.slice(0, 12));
  const second = checkDigit([...numbers.slice(0, 12), first]);
  return numbers[12] === first && numbers[13] === second;
}

/** 00.000.000/0000-00 from whatever digits were typed. */
export function formatCnpj(value: string): string {
  const d = digitsOf(value).slice(0, 14);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 8), d.slice(8, 12), d.slice(12, 14)];
  let out = parts[0]!;
  if (parts[1]) out += `.${parts[1]}`;
  if (parts[2]) out += `.${parts[2]}`;
  if (parts[3]) out += `/${parts[3]}`;
  if (parts[4]) out += `-${parts[4]}`;
  return out;
}
