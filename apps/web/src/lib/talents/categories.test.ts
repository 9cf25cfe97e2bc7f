import { describe, expect, it } from 'vitest';
import { categoryFilters, keepForListing } from './categories';

const talent = (id: number, categories: [number, string][]) => ({
  id,
  categories: categories.map(([cid, category]) => ({ id: cid, category })),
});

describe('category rules (SPEC §7)', () => {
  it('maps each listing category to its back-end filters', () => {
    expect(categoryFilters('mulheres')).toEqual([
      { property: 'gender', value: 'woman' },
      { property: 'categories', value: 997 },
    ]);
    expect(categoryFilters('homens')).toEqual([
      { property: 'gender', value: 'man' },
      { property: 'categories', value: 997 },
    ]);
    expect(categoryFilters('newfaces')).toEqual([{ property: 'categories', value: 1000 }]);
    expect(categoryFilters('internacional')).toEqual([{ property: 'categories', value: 1001 }]);
    expect(categoryFilters('development')).toEqual([{ property: 'categories', value: 1081 }]);
  });

  it("keeps only talents with a 'TF -' category", () => {
    const list = [talent(1, [[997, 'TF - Main Board']]), talent(2, [[5, 'Archive']]), talent(3, [])];
    expect(keepForListing(list, null).map((t) => t.id)).toEqual([1]);
  });

  it('drops new faces and international talents from mulheres and homens only', () => {
    const list = [
      talent(1, [[997, 'TF - Main Board']]),
      talent(2, [[997, 'TF - Main Board'], [1000, 'TF - New Faces']]),
      talent(3, [[997, 'TF - Main Board'], [1001, 'TF - International']]),
    ];
    expect(keepForListing(list, 'mulheres').map((t) => t.id)).toEqual([1]);
    expect(keepForListing(list, 'homens').map((t) => t.id)).toEqual([1]);
    expect(keepForListing(list, 'internacional').map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
