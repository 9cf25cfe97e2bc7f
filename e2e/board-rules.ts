/**
 * The SPEC's board rules written out again for the browser tests, apart from the site's code:
 * a test computes what a board must show from the back end's own answer.
 */
import type { ListedTalent } from './api';
import { isShownOnSite } from './api';

export type Category = 'mulheres' | 'homens' | 'internacional' | 'newfaces' | 'development';

const has = (t: ListedTalent, id: number) => t.categories.some((c) => c.id === id);

/** SPEC §7 "Category filters". */
export function onBoard(t: ListedTalent, category: Category | null): boolean {
  if (!isShownOnSite(t)) return false;
  switch (category) {
    case null:
      return true;
    case 'mulheres':
    case 'homens':
      return t.gender === (category === 'mulheres' ? 'woman' : 'man') && has(t, 997) && !has(t, 1000) && !has(t, 1001);
    case 'newfaces':
      return has(t, 1000);
    case 'internacional':
      return has(t, 1001);
    case 'development':
      return has(t, 1081);
  }
}

/** SPEC §5: the number before '/', 'x' or the space. */
export const measure = (text: string | null): number | null => {
  const n = text ? Number.parseFloat(text.split(/[/x ]/)[0]!.replace(',', '.')) : Number.NaN;
  return Number.isFinite(n) ? n : null;
};

/** Whole years of 365.25 days. */
export const age = (birthdate: string | null, now = Date.now()): number | null =>
  birthdate ? Math.floor((now - Date.parse(`${birthdate}T00:00:00Z`)) / (365.25 * 86400000)) : null;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
export const initial = (name: string) => fold(name.trim()).charAt(0);
export const nameHas = (name: string, text: string) => fold(name).includes(fold(text));

/** The values of SPEC §3 two of the SPEC §9 options cover (docs/decisions/0016). */
export const BLONDE = ['Blonde', 'Ash Blonde', 'Dark Blonde', 'Light Blonde', 'Medium Blonde', 'Cendre'];
export const BLUE_EYES = ['Blue', 'Light Blue', 'Blue Grey', 'Blue Green'];
