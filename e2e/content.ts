/** Direct reads of the built-in content panel, for specs that need to know what it holds
 * (slides, posts, website texts). */
import {
  postListAnswerSchema,
  slidesAnswerSchema,
  socialMediasAnswerSchema,
  websiteTextsAnswerSchema,
  type Post,
  type Slide,
} from '@vitrine/contracts';
import { expect, type Page } from '@playwright/test';
import { panelGet } from './api';
import type { StackInfo } from './stack';

export type PanelSlide = Slide;
export type PanelPost = Post;

export const panelSlides = async (stack: StackInfo) =>
  (await panelGet(stack, '/api/entities/slides', slidesAnswerSchema)).data;
export const panelPosts = async (stack: StackInfo, type: 'blog' | 'campaign', lang: 'pt' | 'en') =>
  (await panelGet(stack, `/api/posts/${type}/${lang}`, postListAnswerSchema)).data;
export const panelTexts = async (stack: StackInfo) =>
  (await panelGet(stack, '/api/website-texts', websiteTextsAnswerSchema)).data;
export const panelSocials = async (stack: StackInfo) =>
  (await panelGet(stack, '/api/social-medias', socialMediasAnswerSchema)).data;

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

/** Enters the site from home: the pre-home overlay (SPEC §2.4) shows when a visit starts on
 * home, and its logo button dismisses it. Call it right after opening home; it fails when the
 * overlay does not show or does not go. */
export async function enterSite(page: Page, lang: 'pt' | 'en') {
  const overlay = page.getByRole('region', { name: lang === 'pt' ? 'Boas-vindas' : 'Welcome' });
  await expect(overlay, 'the pre-home overlay shows on home').toBeVisible();
  await overlay.getByRole('button', { name: lang === 'pt' ? 'Entrar' : 'Enter' }).click();
  await expect(overlay, 'the pre-home overlay goes once its logo is pressed').toBeHidden();
}
