/**
 * The name and e-mail of the visitor's last order, kept in this browser only when they tick
 * "remember" (WCAG 2.2 3.3.7, redundant entry): offered in the next order form, forgotten when
 * an order is sent without the tick.
 */
import { localStorageOrNull } from '../browser/storage';

export const ORDER_CONTACT_KEY = 'vitrine:order-contact';

export interface OrderContact {
  Name: string;
  Email: string;
}

export function parseOrderContact(text: string | null): OrderContact | null {
  try {
    const value: unknown = JSON.parse(text ?? '');
    if (typeof value !== 'object' || value === null) return null;
    const { Name, Email } = value as Record<string, unknown>;
    return typeof Name === 'string' && typeof Email === 'string' && (Name !== '' || Email !== '') ? { Name, Email } : null;
  } catch {
    return null;
  }
}

export const readOrderContact = (): OrderContact | null => {
  try {
    return parseOrderContact(localStorageOrNull()?.getItem(ORDER_CONTACT_KEY) ?? null);
  } catch {
    return null;
  }
};

export function rememberOrderContact(contact: OrderContact): void {
  try {
    localStorageOrNull()?.setItem(ORDER_CONTACT_KEY, JSON.stringify({ Name: contact.Name, Email: contact.Email }));
  } catch {
    // Storage refused: nothing is remembered.
  }
}

export function forgetOrderContact(): void {
  try {
    localStorageOrNull()?.removeItem(ORDER_CONTACT_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
