import { describe, expect, it } from 'vitest';
import { MAX_LINK_NAME, MAX_LINK_QUERY, readVerdictLink, verdictLinkQuery } from './verdict-link';

describe('the verdict link', () => {
  it('carries a letter per talent, in the shared order, and the name', () => {
    const query = verdictLinkQuery([12, 7, 31, 5], { 12: 'yes', 7: 'maybe', 5: 'no' }, '  Ana Souza ');
    expect(query).toBe('share=12,7,31,5&v=ym-n&by=Ana+Souza');
    expect(readVerdictLink(`?${query}`)).toEqual({ ids: [12, 7, 31, 5], verdicts: { 12: 'yes', 7: 'maybe', 5: 'no' }, by: 'Ana Souza' });
  });

  it('leaves out a blank name, control characters and anything past the bound', () => {
    expect(verdictLinkQuery([1], { 1: 'no' }, '   ')).toBe('share=1&v=n');
    expect(verdictLinkQuery([1], { 1: 'no' }, 'A\u0000na\u202e')).toBe('share=1&v=n&by=Ana');
    const long = verdictLinkQuery([1], { 1: 'yes' }, '😀'.repeat(80));
    expect(readVerdictLink(long)?.by).toBe('😀'.repeat(MAX_LINK_NAME));
    const many = Array.from({ length: 150 }, (_, i) => i + 1);
    const bounded = verdictLinkQuery(many, { 1: 'yes' }, 'Ana');
    expect(readVerdictLink(bounded)?.ids).toHaveLength(100);
    expect(bounded.length).toBeLessThanOrEqual(MAX_LINK_QUERY);
  });

  it('is no verdict link when anything does not fit', () => {
    for (const search of [
      '?share=1,2', // no verdicts: a plain shared selection
      '?share=1,2&v=y', // a letter short
      '?share=1,2&v=yyy',
      '?share=1,2&v=yx',
      '?share=1,1&v=yn',
      '?share=0,2&v=yn',
      '?share=1,a&v=yn',
      '?v=y',
      '?share=1&v=y&by=',
      '?share=1&v=y&by=%20%20',
      `?share=1&v=y&by=${'a'.repeat(MAX_LINK_NAME + 1)}`,
      '?share=1&v=y&by=A%00na',
      `?share=1&v=y&x=${'a'.repeat(MAX_LINK_QUERY)}`,
    ]) {
      expect(readVerdictLink(search), search).toBeNull();
    }
    expect(readVerdictLink('?share=1,2&v=--')).toEqual({ ids: [1, 2], verdicts: {}, by: null });
  });
});
