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

export const loadPostById = cache(async (id: number): Promise<PostView | null> => {
  try {
    return await getPostById(id);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    if (!error.notFound) console.error(`[post] ${error.message}`);
    return null;
  }
});
