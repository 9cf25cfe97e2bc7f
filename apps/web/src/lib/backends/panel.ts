import 'server-only';
import {
  panelPaths,
  postItemAnswerSchema,
  postListAnswerSchema,
  slidesAnswerSchema,
  socialMediasAnswerSchema,
  staffListAnswerSchema,
  websiteImagesAnswerSchema,
  websiteTextsAnswerSchema,
  customizationsAnswerSchema,
  IDEMPOTENCY_HEADER,
  sendAnswerSchema,
  SOCIAL_NETWORKS,
  type BatchItem,
  type EntryName,
  type ZipBody,
  type Locale,
  type Post,
  type PostType,
  type SocialNetwork,
  type Staff,
} from '@vitrine/contracts';
import { env } from '../env';
import { postPathFromSlug } from '../blog/slugs';
import { translationFor } from '../blog/translations';
import { toMedia, toOptionalMedia, type Media } from '../media';
import { BackendError } from './http';
import { clients } from './clients';
import { getPathname, type Href } from '../../i18n/navigation';
import { cachedRead, CACHE_TAGS } from '../cache';

export interface SlideView {
  id: number;
  mobile: Media;
  desktop: Media;
  title: string | null;
  link: string | null;
}

export interface PostView {
  id: number;
  type: PostType;
  /** The slug as the panel stores it (maybe a URL on the site host). */
  slug: string;
  title: string;
  description: string;
  thumbnail: string | null;
  cover: Media | null;
  /** Unsanitised HTML: render it only through the sanitiser. */
  contentHtml: string;
  createdAt: string;
  language: Locale;
  translations: BatchItem[];
}

export interface StaffView extends Omit<Staff, 'phone'> {
  /** null when the panel has none or a dash (SPEC §2.9). */
  phone: string | null;
}

export type SocialLinks = Partial<Record<SocialNetwork, string>>;

const toPostView = (p: Post): PostView => ({
  id: p.id,
  type: p.type,
  slug: p.slug,
  title: p.title,
  description: p.description,
  thumbnail: p.thumbnail,
  cover: toOptionalMedia(p.cover),
  contentHtml: p.content,
  createdAt: p.created_at,
  language: p.language,
  translations: p.batchItems,
});

const panel = () => clients().panel;

/** The home slides in a locale: the caption in it, a link to a page of the site in it. */
export async function getSlides(lang: Locale): Promise<SlideView[]> {
  const answer = await cachedRead(['panel', panelPaths.slides], [CACHE_TAGS.slides], () =>
    panel().call(panelPaths.slides, { schema: slidesAnswerSchema }),
  );
  return answer.data.map((s) => ({
    id: s.id,
    mobile: toMedia(s.image_mobile),
    desktop: toMedia(s.image_desktop),
    title: s.title === null || typeof s.title === 'string' ? s.title : s.title[lang],
    link: s.link === null ? null : localizedLink(s.link, lang),
  }));
}

/** A panel link in a locale: a path of the site gets the locale's address from the routing table
 * (any locale prefix it has is dropped first); a URL stays as it is. */
export function localizedLink(link: string, lang: Locale): string {
  if (!link.startsWith('/') || link.startsWith('//')) return link;
  const path = link.replace(/^\/(?:pt|en)(?=[/?#]|$)/, '') || '/';
  // A free path, not one of the table's names: next-intl passes an unknown path through.
  return getPathname({ href: path as Href, locale: lang });
}

/** GET posts/{blog|campaign}/{lang} (SPEC §7). */
export async function getPosts(type: PostType, lang: Locale): Promise<PostView[]> {
  const answer = await cachedRead(['panel', panelPaths.posts(type, lang)], [CACHE_TAGS.posts], () =>
    panel().call(panelPaths.posts(type, lang), { schema: postListAnswerSchema }),
  );
  return answer.data.map(toPostView);
}

export async function getPostById(id: number): Promise<PostView> {
  const answer = await cachedRead(['panel', panelPaths.entity('blog', id)], [CACHE_TAGS.posts], () =>
    panel().call(panelPaths.entity('blog', id), { schema: postItemAnswerSchema }),
  );
  return toPostView(answer.data);
}

/**
 * The post whose route slug is `slug`. A post stored with a URL slug (SPEC §2.12) is found by
 * the path its slug stands for when the panel knows no post by the plain slug.
 */
export async function getPostBySlug(slug: string): Promise<PostView> {
  try {
    const answer = await cachedRead(['panel', panelPaths.postBySlug(slug)], [CACHE_TAGS.posts], () =>
      panel().call(panelPaths.postBySlug(slug), { schema: postItemAnswerSchema }),
    );
    return toPostView(answer.data);
  } catch (error) {
    if (!(error instanceof BackendError && error.notFound)) throw error;
    const wanted = `/blog/${encodeURIComponent(slug)}`;
    for (const type of ['blog', 'campaign'] as const) {
      for (const lang of ['pt', 'en'] as const) {
        const match = (await getPosts(type, lang)).find(
          (p) => p.slug.includes('http') && postPathFromSlug(p.slug, env().SITE_URL) === wanted,
        );
        if (match) return match;
      }
    }
    throw error;
  }
}

/** The post in `locale` when it belongs to a translation group that has one (SPEC §2.12).
 * The post itself when the translation cannot be fetched. */
export async function getPostInLocale(post: PostView, locale: Locale): Promise<PostView> {
  const translation = translationFor(post, locale);
  if (!translation) return post;
  try {
    return await getPostById(translation.id);
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    console.warn(`[panel] translation ${translation.id} of post ${post.id} unavailable (${error.code})`);
    return post;
  }
}

export async function getWebsiteTexts(): Promise<Record<string, { pt: string; en: string }>> {
  const answer = await cachedRead(['panel', panelPaths.websiteTexts], [CACHE_TAGS.texts], () =>
    panel().call(panelPaths.websiteTexts, { schema: websiteTextsAnswerSchema }),
  );
  return answer.data;
}

/** One website text in a locale, '' when the panel has none. */
export async function getWebsiteText(key: string, locale: Locale): Promise<string> {
  return (await getWebsiteTexts())[key]?.[locale] ?? '';
}

export async function getWebsiteImages(): Promise<Record<string, string>> {
  const answer = await cachedRead(['panel', panelPaths.websiteImages], [CACHE_TAGS.texts], () =>
    panel().call(panelPaths.websiteImages, { schema: websiteImagesAnswerSchema }),
  );
  return answer.data;
}

export async function getCustomizations(): Promise<Record<string, string>> {
  const answer = await cachedRead(['panel', panelPaths.customizations], [CACHE_TAGS.texts], () =>
    panel().call(panelPaths.customizations, { schema: customizationsAnswerSchema }),
  );
  return answer.data;
}

/** Configured social links only (SPEC §2.4). */
export async function getSocialLinks(): Promise<SocialLinks> {
  const answer = await cachedRead(['panel', panelPaths.socialMedias], [CACHE_TAGS.texts], () =>
    panel().call(panelPaths.socialMedias, { schema: socialMediasAnswerSchema }),
  );
  const links: SocialLinks = {};
  for (const network of SOCIAL_NETWORKS) {
    const url = answer.data[network]?.url.trim();
    if (url) links[network] = url;
  }
  return links;
}

export async function getStaff(): Promise<StaffView[]> {
  const answer = await cachedRead(['panel', panelPaths.entities('staff')], [CACHE_TAGS.staff], () =>
    panel().call(panelPaths.entities('staff'), { schema: staffListAnswerSchema }),
  );
  return answer.data.map((s) => {
    const phone = s.phone?.trim();
    return { ...s, phone: phone && phone !== '-' ? phone : null };
  });
}

/**
 * POST /api/entry/{entry}/send (SPEC §7) with the multipart form data of an entry. The
 * idempotency key makes a retry answer the entry stored the first time. Answers its id.
 */
export async function sendEntry(entry: EntryName, form: FormData, idempotencyKey?: string): Promise<number> {
  const answer = await panel().call(panelPaths.send(entry), {
    method: 'POST',
    form,
    headers: idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {},
    schema: sendAnswerSchema,
  });
  return answer.id;
}

/** POST /api/download/zip (SPEC §7): the panel's streamed zip of a talent's images. */
export async function downloadZip(body: ZipBody): Promise<Response> {
  return panel().stream(panelPaths.zip, { method: 'POST', json: body });
}
