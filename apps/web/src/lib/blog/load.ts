import 'server-only';
import { cache } from 'react';
import type { Locale } from '@vitrine/contracts';
import { BackendError } from '../backends/http';
import { getPostById, getPostBySlug, getPostInLocale, type PostView } from '../backends/panel';

/**
 * The post a page shows for a slug (SPEC §2.12), in the page's locale when its translation
 * group has one; null when the panel cannot give it (SPEC §8: "Blog item fetch fails → 404").
 * Cached per request, so the page and its metadata share one read.
 */
export const loadPostBySlug = cache(async (slug: string, locale: Locale): Promise<PostView | null> => {
  try {
    return await getPostInLocale(await getPostBySlug(slug), locale);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (!error.notFound) console.error(`[post] ${error.message}`);
    return null;
  }
});

/** The post of a number (the cards' post/{id} links), likewise in the page's locale: its
 * address is then the one address of the post shown. */
export const loadPostById = cache(async (id: number, locale: Locale): Promise<PostView | null> => {
  try {
    return await getPostInLocale(await getPostById(id), locale);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (!error.notFound) console.error(`[post] ${error.message}`);
    return null;
  }
});
