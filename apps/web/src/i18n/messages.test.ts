import { describe, expect, it } from 'vitest';
import { messages } from './messages';

const keys = (value: unknown, prefix = ''): string[] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('messages', () => {
  it('has every string in both locales', () => {
    expect(keys(messages.pt).sort()).toEqual(keys(messages.en).sort());
  });

  it('has no empty string', () => {
    for (const locale of ['pt', 'en'] as const) {
      const empty = keys(messages[locale]).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], messages[locale]);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, locale).toEqual([]);
    }
  });
});
