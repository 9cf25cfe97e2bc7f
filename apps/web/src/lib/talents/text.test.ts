import { describe, expect, it } from 'vitest';
import { nameContains } from './name-search';
import { foldText } from './text';

describe('name matching', () => {
  it('ignores case and accents', () => {
    expect(foldText('  João   Ávila ')).toBe('joao avila');
    expect(nameContains('João Silva', 'joao')).toBe(true);
    expect(nameContains('Joao Silva', 'JOÃO')).toBe(true);
    expect(nameContains('Ana Júlia', 'julia')).toBe(true);
    expect(nameContains('Ana Júlia', 'ana  j')).toBe(true);
    expect(nameContains('Ana Júlia', 'bruna')).toBe(false);
  });
  it('a blank text matches nothing', () => {
    expect(nameContains('Ana', '   ')).toBe(false);
  });
});
