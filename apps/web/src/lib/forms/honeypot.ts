/** Name of the honeypot field (browser side; abuse.ts checks it on the server). */
export const HONEYPOT_FIELD_NAME = 'website';
