import { describe, expect, it } from 'vitest';
import { feetAndInches, formatHeight, formatLength, formatShirt, formatShoes, formatWeight, measurementRows, rowText } from './format';

const profile = {
  gender: 'woman' as const,
  age: 23,
  height: "175/5'9",
  bust: '84/33',
  waist: '62/24',
  hips: '90/35',
  jeans: '26x32',
  shoes: '37 BR',
  hair: 'Dark Brown',
  eyes: 'Green',
  shirt: 'P',
  suit: '36',
  weight: '54 kg',
};

describe('measurement formatting', () => {
  it('reads a height in metres with the locale decimal mark, plus feet', () => {
    expect(formatHeight("175/5'9", 'pt')).toEqual({ metric: "1,75 m / 5'9\"", imperial: "5'9\" / 1,75 m" });
    expect(formatHeight("175/5'9", 'en')?.metric).toBe("1.75 m / 5'9\"");
    expect(formatHeight('180', 'en')?.metric).toBe("1.80 m / 5'11\"");
    expect(formatHeight(null, 'pt')).toBeNull();
    expect(formatHeight('abc', 'pt')).toBeNull();
  });

  it('converts centimetres to feet and inches', () => {
    expect(feetAndInches(175)).toBe("5'9\"");
    expect(feetAndInches(152)).toBe("5'0\"");
  });

  it('shows lengths in cm or inches', () => {
    expect(formatLength('84/33', 'pt')).toEqual({ metric: '84 cm', imperial: '33"' });
    expect(formatLength('90', 'en')).toEqual({ metric: '90 cm', imperial: '35"' });
    expect(formatLength('', 'en')).toBeNull();
  });

  it('shows weight in kg or lb', () => {
    expect(formatWeight('54 kg', 'pt')).toEqual({ metric: '54 kg', imperial: '119 lb' });
    expect(formatWeight('150 lb', 'en')).toEqual({ metric: '68 kg', imperial: '150 lb' });
    expect(formatWeight(null, 'en')).toBeNull();
  });

  it('shows the BR shoe size with EU, US and UK', () => {
    expect(formatShoes('37 BR', 'woman', 'en')).toBe('37 BR · EU 39 · US 8.5 · UK 6');
    expect(formatShoes('37 BR', 'woman', 'pt')).toBe('37 BR · EU 39 · US 8,5 · UK 6');
    expect(formatShoes('42 BR', 'man', 'en')).toBe('42 BR · EU 44 · US 10 · UK 9.5');
    expect(formatShoes('60 BR', 'man', 'en')).toBe('60 BR');
    // The number the boards filter on (lib/talents/measurements.ts): a half size, a bare number.
    expect(formatShoes('38,5 BR', 'woman', 'pt')).toBe('38,5 BR');
    expect(formatShoes('41', 'man', 'en')).toBe('41 BR · EU 43 · US 9.5 · UK 9');
    expect(formatShoes('BR', 'man', 'en')).toBe('BR');
    expect(formatShoes(null, 'man', 'en')).toBeNull();
  });

  it('lists bust for women and chest otherwise, and the extras the profile has', () => {
    const rows = measurementRows(profile, 'pt');
    expect(rows.map((r) => r.key)).toEqual([
      'height', 'bust', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes', 'age', 'shirt', 'suit', 'weight',
    ]);
    const man = measurementRows({ ...profile, gender: 'man', age: null, shirt: null, suit: '', weight: null }, 'en');
    expect(man.map((r) => r.key)).toEqual(['height', 'chest', 'waist', 'hips', 'jeans', 'shoes', 'hair', 'eyes']);
  });

  it('writes Brazil’s shirt letters as the English site knows them', () => {
    expect(formatShirt('G', 'en')).toBe('L (BR G)');
    expect(formatShirt('pp', 'en')).toBe('XS (BR PP)');
    expect(formatShirt('G', 'pt')).toBe('G');
    expect(formatShirt('42', 'en')).toBe('42');
    expect(formatShirt(' ', 'en')).toBeNull();
  });

  it('writes a row in the chosen unit', () => {
    const [height] = measurementRows(profile, 'en');
    const translate = { colour: (v: string) => v.toUpperCase(), age: (n: number) => `${n} years` };
    expect(rowText(height!, 'imperial', translate)).toBe("5'9\" / 1.75 m");
    const hair = measurementRows(profile, 'en').find((r) => r.key === 'hair')!;
    expect(rowText(hair, 'metric', translate)).toBe('DARK BROWN');
  });
});
