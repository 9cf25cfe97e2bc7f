import { EYE_VALUES, HAIR_VALUES } from '@vitrine/contracts/constants';
import { describe, expect, it } from 'vitest';
import ptTalents from '../../../messages/pt/talents.json';
import enTalents from '../../../messages/en/talents.json';
import { EYE_OPTIONS, eyeKeyOf, HAIR_OPTIONS, hairKeyOf } from './colour-values';
import { EYE_KEYS, HAIR_KEYS, isEyeKey, isHairKey } from './colours';

describe('hair and eye options (SPEC §9 → SPEC §3 values)', () => {
  it('has the SPEC §9 options, with their Portuguese labels, in order', () => {
    expect(HAIR_KEYS.map((key) => ptTalents.filters.hairOptions[key])).toEqual([
      'Preto', 'Castanho Claro', 'Ruivo Natural', 'Loiro', 'Castanho Escuro', 'Loiro Platinado', 'Vermelho', 'Grisalho',
    ]);
    expect(EYE_KEYS.map((key) => ptTalents.filters.eyeOptions[key])).toEqual(['Preto', 'Azul', 'Castanho', 'Verde', 'Mel']);
    expect(ptTalents.filters.any).toBe('Todos');
  });

  it('labels every option in English too', () => {
    for (const key of HAIR_KEYS) expect(enTalents.filters.hairOptions[key]).toMatch(/\S/);
    for (const key of EYE_KEYS) expect(enTalents.filters.eyeOptions[key]).toMatch(/\S/);
  });

  it('gives the values of every option the browser knows, in the same order', () => {
    expect(Object.keys(HAIR_OPTIONS)).toEqual(HAIR_KEYS);
    expect(Object.keys(EYE_OPTIONS)).toEqual(EYE_KEYS);
    expect(isHairKey('blonde') && isEyeKey('honey')).toBe(true);
    expect(isHairKey('Blonde') || isEyeKey('toString') || isHairKey('')).toBe(false);
  });

  it('maps only SPEC §3 values, each to one option', () => {
    const COLOUR_VALUES: readonly string[] = [...HAIR_VALUES, ...EYE_VALUES];
    const hair = Object.values(HAIR_OPTIONS).flat();
    const eyes = Object.values(EYE_OPTIONS).flat();
    for (const value of [...hair, ...eyes]) expect(COLOUR_VALUES).toContain(value);
    expect(new Set(hair).size).toBe(hair.length);
    expect(new Set(eyes).size).toBe(eyes.length);
  });

  it('Loiro covers the blonde values', () => {
    expect(hairKeyOf('Ash Blonde')).toBe('blonde');
    expect(hairKeyOf('Dark Blonde')).toBe('blonde');
    expect(hairKeyOf('Platinum Blonde')).toBe('platinum-blonde');
    expect(hairKeyOf(' blonde ')).toBe('blonde');
    expect(eyeKeyOf('Hazel')).toBe('honey');
    expect(hairKeyOf('Hairless')).toBeNull();
    expect(hairKeyOf(null)).toBeNull();
  });

  it('gives almost every hair and eye value an option', () => {
    const unmapped = [...HAIR_VALUES.filter((v) => !hairKeyOf(v)), ...EYE_VALUES.filter((v) => !eyeKeyOf(v))];
    expect(unmapped).toEqual(['Hairless', 'Grey']);
  });
});
