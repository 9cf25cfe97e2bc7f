/** Direct reads of the built-in content panel, for specs that need to know what it holds
 * (slides, posts, website texts). */
import type { StackInfo } from './stack';

export interface PanelSlide {
  id: number;
  image_mobile: string;
  image_desktop: string;
  title: string | null;
}

export interface PanelPost {
  id: number;
  type: 'blog' | 'campaign';
  slug: string;
  title: string;
  description: string;
  cover: string | null;
  thumbnail: string | null;
  content: string;
  created_at: string;
  language: 'pt' | 'en';
  batchItems: { id: number; slug: string; language: 'pt' | 'en' }[];
}

async function panelToken(stack: StackInfo): Promise<string> {
  const response = await fetch(`${stack.panelUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ salt: stack.secrets.panelSalt, api_token: stack.secrets.panelApiToken }),
  });
  if (!response.ok) throw new Error(`panel login: HTTP ${response.status}`);
  const { token } = (await response.json()) as { token?: unknown };
  if (typeof token !== 'string') throw new Error('panel login: no token');
  return token;
}

export async function panelGet<T>(stack: StackInfo, path: string): Promise<T> {
  const response = await fetch(`${stack.panelUrl}${path}`, { headers: { authorization: `Bearer ${await panelToken(stack)}` } });
  if (!response.ok) throw new Error(`panel ${path}: HTTP ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export const panelSlides = (stack: StackInfo) => panelGet<PanelSlide[]>(stack, '/api/entities/slides');
export const panelPosts = (stack: StackInfo, type: 'blog' | 'campaign', lang: 'pt' | 'en') =>
  panelGet<PanelPost[]>(stack, `/api/posts/${type}/${lang}`);
export const panelTexts = (stack: StackInfo) => panelGet<Record<string, { pt: string; en: string }>>(stack, '/api/website-texts');

/** The path of a URL (or of a path). */
export const pathOf = (url: string) => new URL(url, 'http://x').pathname;

/** The path a post's link leads to in a locale: /blog/{slug} in pt, /en/blog/{slug} in en; a
 * slug that is a URL on the site's host is its path (SPEC §2.12). */
export function postPath(post: Pick<PanelPost, 'slug'>, lang: 'pt' | 'en'): string {
  const path = post.slug.includes('http') ? pathOf(post.slug) : `/blog/${encodeURIComponent(post.slug)}`;
  return lang === 'pt' ? path : `/en${path}`;
}

/** SPEC §2.12: the post date in the long format of the locale, in the agency's time zone. */
export const longDate = (iso: string, lang: 'pt' | 'en') =>
  new Intl.DateTimeFormat(lang === 'pt' ? 'pt-BR' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/** Dismisses the pre-home overlay of the home page (SPEC §2.4) when it shows. */
export async function enterSite(page: import('@playwright/test').Page, lang: 'pt' | 'en') {
  const overlay = page.getByRole('region', { name: lang === 'pt' ? 'Boas-vindas' : 'Welcome' });
  const button = overlay.getByRole('button').first();
  await button.waitFor({ state: 'visible', timeout: 10_000 }).catch(() => undefined);
  if (await button.isVisible()) {
    await button.click();
    await overlay.waitFor({ state: 'hidden' });
  }
}
