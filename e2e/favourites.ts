/** The browser's favourites as the e-casting specs set and read them (localStorage['favorites']). */
import type { Page } from '@playwright/test';
import type { TalentProfile } from '@vitrine/contracts';

/** Puts talents in the browser's favourites before the page first loads (once per tab, so that
 * a reload keeps what the page did). */
export async function seedFavourites(page: Page, list: TalentProfile[]) {
  const value = JSON.stringify({ favoriteList: list.map((t) => ({ id: t.id, name: t.name, cover: t.book[0]?.file ?? null })) });
  await page.addInitScript((stored) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('favorites', stored);
      sessionStorage.setItem('seeded', '1');
    }
  }, value);
}

export const storedFavourites = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('favorites') ?? 'null'));
