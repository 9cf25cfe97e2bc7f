import type { BatchItem, Locale } from '@vitrine/contracts';

/**
 * Translation groups (SPEC §2.12): when a post is in another language than the page and its
 * group has a post in the page's language, that one is shown. Returns the group item to show
 * instead, or null to show the post itself.
 */
export function translationFor(
  post: { id: number; language: Locale; translations: readonly BatchItem[] },
  locale: Locale,
): BatchItem | null {
  if (post.language === locale) return null;
  return post.translations.find((item) => item.language === locale && item.id !== post.id) ?? null;
}
