import type { TalentFilter, TalentListItem } from '@vitrine/contracts';
import { CATEGORY, SITE_CATEGORY_MARK } from '@vitrine/contracts/constants';

/** Listing categories of SPEC §2.1: the three of the navigation and two more that are handled. */
export const LISTING_CATEGORIES = ['mulheres', 'homens', 'internacional', 'newfaces', 'development'] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

export const isListingCategory = (value: string): value is ListingCategory =>
  (LISTING_CATEGORIES as readonly string[]).includes(value);

/** The back-end filters of a listing (SPEC §7 "Category filters"). */
export function categoryFilters(category: ListingCategory): TalentFilter[] {
  switch (category) {
    case 'mulheres':
      return [
        { property: 'gender', value: 'woman' },
        { property: 'categories', value: CATEGORY.mainBoard },
      ];
    case 'homens':
      return [
        { property: 'gender', value: 'man' },
        { property: 'categories', value: CATEGORY.mainBoard },
      ];
    case 'newfaces':
      return [{ property: 'categories', value: CATEGORY.newFaces }];
    case 'internacional':
      return [{ property: 'categories', value: CATEGORY.international }];
    case 'development':
      return [{ property: 'categories', value: CATEGORY.development }];
  }
}

/** Every list keeps only talents with a category whose text contains 'TF -'. */
export const isSiteTalent = (talent: Pick<TalentListItem, 'categories'>): boolean =>
  talent.categories.some((c) => c.category.includes(SITE_CATEGORY_MARK));

const EXCLUDED_FROM_MAIN_BOARD: readonly number[] = [CATEGORY.newFaces, CATEGORY.international];

/** What the site keeps of a fetched list: mulheres and homens drop new faces and
 * international talents; every list drops talents without a 'TF -' category. */
export function keepForListing<T extends Pick<TalentListItem, 'categories'>>(
  talents: readonly T[],
  category: ListingCategory | null,
): T[] {
  const dropBoards = category === 'mulheres' || category === 'homens';
  return talents.filter(
    (talent) =>
      isSiteTalent(talent) &&
      !(dropBoards && talent.categories.some((c) => EXCLUDED_FROM_MAIN_BOARD.includes(c.id))),
  );
}
