import {
  CATEGORY,
  EYE_VALUES,
  HAIR_VALUES,
  OFFICES,
  type Category,
  type Gender,
  type VideoItem,
} from '@vitrine/contracts';
import { slugify } from '../lib/text';
import { LAST_NAMES, MEN_FIRST_NAMES, WOMEN_FIRST_NAMES } from './names';
import type { Random } from './random';

/** Categories of the demo agency: the site's ('TF - …') and some it must ignore. */
export const NON_SITE_CATEGORY = { kids: 1200, archive: 1201, influencers: 1202 } as const;
export const DEMO_CATEGORIES: readonly Category[] = [
  { id: CATEGORY.mainBoard, category: 'TF - Main Board' },
  { id: CATEGORY.newFaces, category: 'TF - New Faces' },
  { id: CATEGORY.international, category: 'TF - International' },
  { id: CATEGORY.development, category: 'TF - Development' },
  { id: NON_SITE_CATEGORY.kids, category: 'Kids' },
  { id: NON_SITE_CATEGORY.archive, category: 'Archive' },
  { id: NON_SITE_CATEGORY.influencers, category: 'Influencers' },
];

/** Public ids of open films on both video services (demo embeds). */
const VIDEO_IDS: Record<VideoItem['provider'], readonly string[]> = {
  youtube: ['aqz-KE-bpKQ', 'eRsGyueVLvQ', 'R6MlUcmOul8', 'WhWc3b3KhnY'],
  vimeo: ['1084537', '76979871', '22439234'],
};

type Hair = (typeof HAIR_VALUES)[number];
type Eyes = (typeof EYE_VALUES)[number];

const HAIR_WEIGHTS: readonly (readonly [Hair, number])[] = [
  ['Dark Brown', 18], ['Brown', 16], ['Black', 14], ['Light Brown', 10], ['Chestnut', 6], ['Blonde', 8],
  ['Dark Blonde', 6], ['Light Blonde', 4], ['Honey', 3], ['Auburn', 3], ['Red', 2], ['Platinum Blonde', 2],
  ['Ash Blonde', 2], ['Dark Black', 2], ['Brown Coffee', 2], ['Grey Black', 1],
];
const MEN_ONLY_HAIR: readonly (readonly [Hair, number])[] = [['Salt and Pepper', 2], ['Hairless', 1]];
const EYE_WEIGHTS: readonly (readonly [Eyes, number])[] = [
  ['Brown', 25], ['Dark Brown', 20], ['Black', 8], ['Green', 10], ['Blue', 8], ['Honey', 8], ['Hazel', 6],
  ['Light Brown', 6], ['Green Brown', 3], ['Blue Grey', 2], ['Amber', 2], ['Light Blue', 2], ['Blue Green', 1],
];

export interface PoolFiles {
  portraits: readonly string[];
  landscapes: readonly string[];
  snaps: readonly string[];
  composites: readonly string[];
}

export interface DemoTalent {
  id: number;
  name: string;
  gender: Gender;
  birthdate: string;
  hair: string;
  eyes: string;
  height: string;
  bust: string;
  waist: string;
  hips: string;
  shoes: string;
  jeans: string;
  shirt: string;
  suit: string;
  weight: string;
  instagram: string | null;
  categories: number[];
  offices: number[];
  book: string[];
  snap: string[];
  compo: string[];
  videos: VideoItem[];
}

/** 'cm/imperial' of SPEC §3: a height as 175/5'9, other measures as 86/34. */
export function heightText(cm: number): string {
  const inches = Math.round(cm / 2.54);
  return `${cm}/${Math.floor(inches / 12)}'${inches % 12}`;
}
export const measureText = (cm: number): string => `${cm}/${Math.round(cm / 2.54)}`;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** A birthdate giving `age` whole years today (365.25-day years, SPEC §5). */
function birthdateFor(age: number, today: Date, random: Random): string {
  const anniversary = Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate());
  return isoDate(new Date(anniversary - random.int(3, 355) * 24 * 3600 * 1000));
}

function categoriesFor(random: Random): number[] {
  if (random.chance(0.08)) {
    return [random.pick([NON_SITE_CATEGORY.kids, NON_SITE_CATEGORY.archive, NON_SITE_CATEGORY.influencers])];
  }
  const primary = random.weighted<number>([
    [CATEGORY.mainBoard, 55],
    [CATEGORY.newFaces, 20],
    [CATEGORY.international, 12],
    [CATEGORY.development, 13],
  ]);
  const categories = [primary];
  // Some of the main board are also new faces or international (the site drops those from women/men).
  if (primary === CATEGORY.mainBoard && random.chance(0.12)) {
    categories.push(random.pick([CATEGORY.newFaces, CATEGORY.international]));
  }
  if (random.chance(0.1)) categories.push(random.pick([NON_SITE_CATEGORY.archive, NON_SITE_CATEGORY.influencers]));
  return categories.sort((a, b) => a - b);
}

function officesFor(random: Random): number[] {
  const [saoPaulo, portoAlegre] = OFFICES;
  return random.weighted<number[]>([
    [[saoPaulo.id], 62],
    [[portoAlegre.id], 30],
    [[saoPaulo.id, portoAlegre.id], 8],
  ]);
}

function bookFor(pool: PoolFiles, random: Random): string[] {
  const portraits = random.sample(pool.portraits, random.int(4, 9));
  const landscapes = random.chance(0.7) ? random.sample(pool.landscapes, random.int(1, 2)) : [];
  const book = [...portraits];
  for (const landscape of landscapes) book.splice(random.int(1, book.length), 0, landscape);
  return book;
}

function videosFor(random: Random): VideoItem[] {
  if (random.chance(0.35)) return [];
  return Array.from({ length: random.int(1, 2) }, () => {
    const provider = random.chance(0.55) ? 'youtube' : 'vimeo';
    return { provider, file: random.pick(VIDEO_IDS[provider]) };
  });
}

/** `count` talents with unique names, ids from 101, deterministic for a given Random seed. */
export function generateTalents(count: number, pool: PoolFiles, today: Date, random: Random): DemoTalent[] {
  const used = new Set<string>();
  const talents: DemoTalent[] = [];
  for (let i = 0; i < count; i++) {
    const gender: Gender = random.chance(0.56) ? 'woman' : 'man';
    const first = random.pick(gender === 'woman' ? WOMEN_FIRST_NAMES : MEN_FIRST_NAMES);
    let name = `${first} ${random.pick(LAST_NAMES)}`;
    while (used.has(name)) name = `${first} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
    used.add(name);

    const woman = gender === 'woman';
    const age = random.weighted<[number, number]>([
      [[16, 17], 8],
      [[18, 24], 50],
      [[25, 32], 28],
      [[33, 45], 14],
    ]);
    const jeansLength = random.int(30, 34);
    const handle = slugify(name).replace(/-/g, random.pick(['.', '_', '']));

    talents.push({
      id: 101 + i,
      name,
      gender,
      birthdate: birthdateFor(random.int(age[0], age[1]), today, random),
      hair: random.weighted(woman ? HAIR_WEIGHTS : [...HAIR_WEIGHTS, ...MEN_ONLY_HAIR]),
      eyes: random.weighted(EYE_WEIGHTS),
      height: heightText(woman ? random.int(168, 182) : random.int(180, 192)),
      bust: measureText(woman ? random.int(78, 92) : random.int(88, 104)),
      waist: measureText(woman ? random.int(58, 68) : random.int(70, 84)),
      hips: measureText(woman ? random.int(84, 96) : random.int(88, 100)),
      shoes: `${woman ? random.int(35, 40) : random.int(39, 45)} BR`,
      jeans: `${woman ? random.int(24, 30) : random.int(28, 34)}x${jeansLength}`,
      shirt: random.pick(woman ? ['PP', 'P', 'M'] : ['M', 'G', 'GG']),
      suit: random.pick(woman ? ['34', '36', '38', '40'] : ['44', '46', '48', '50', '52']),
      weight: `${woman ? random.int(48, 60) : random.int(68, 84)} kg`,
      instagram: random.chance(0.85) ? handle : null,
      categories: categoriesFor(random),
      offices: officesFor(random),
      book: bookFor(pool, random),
      snap: random.chance(0.2) ? [] : random.sample(pool.snaps, random.int(3, 5)),
      compo: random.chance(0.25) || pool.composites.length === 0 ? [] : [random.pick(pool.composites)],
      videos: videosFor(random),
    });
  }
  return talents;
}
