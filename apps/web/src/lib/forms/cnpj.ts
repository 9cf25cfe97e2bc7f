/** Brazilian company tax id (CNPJ): 14 digits, the last two check digits (mod 11). */
import { applyMask, CNPJ_MASK } from './masks';

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

/** 00.000.000/0000-00 from whatever digits were typed (the input's own mask). */
export const formatCnpj = (value: string): string => applyMask(digitsOf(value), CNPJ_MASK);
