import sanitizeHtml from 'sanitize-html';

/**
 * Post content and website texts come from the content panel as HTML written by editors
 * (SPEC §2.10, §2.12). They are rendered only through this sanitiser, on the server: the usual
 * formatting, headings, lists, tables, links and images survive; scripts, styles, event
 * handlers, forms, javascript:/data: URLs and iframes from anywhere but the two video hosts
 * of the galleries (SPEC §3: YouTube and Vimeo) do not.
 */

/** Hosts an embedded video may come from (the gallery's two video services). */
export const VIDEO_EMBED_HOSTS = ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'];

/** https://www.youtube.com/embed/ID → https://www.youtube-nocookie.com/embed/ID; others unchanged. */
export function privacyEnhancedEmbed(src: string): string {
  return src.replace(/^https:\/\/(?:www\.)?youtube\.com\/embed\//i, 'https://www.youtube-nocookie.com/embed/');
}

const IMG_ATTRIBUTES = ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'];
/** An image needs an absolute http(s) address or a path on this site. */
const IMAGE_SOURCE = /^(https?:\/\/|\/(?!\/))/i;

/** Every image: an alt (empty when the editor gave none), loaded when it nears the screen. */
const keepImage: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, alt: attribs.alt ?? '', loading: 'lazy', decoding: 'async' },
});

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code',
    'h2', 'h3', 'h4', 'h5', 'h6',
    'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'mark', 'abbr', 'cite', 'q', 'time',
    'ul', 'ol', 'li', 'dl', 'dt', 'dd',
    'a', 'img', 'figure', 'figcaption',
    'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: IMG_ATTRIBUTES,
    iframe: ['src', 'width', 'height', 'title', 'allow', 'allowfullscreen', 'loading'],
    abbr: ['title'],
    time: ['datetime'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start', 'reversed'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: VIDEO_EMBED_HOSTS,
  // Whatever is not allowed goes, and so does the text of script-like elements.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'title'],
  transformTags: {
    // The page's title is its only h1: an h1 in the content becomes a section heading.
    h1: 'h2',
    a: (tagName, attribs) => {
      const attributes = { ...attribs };
      if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
      else delete attributes.target;
      return { tagName, attribs: attributes };
    },
    img: keepImage,
    // A YouTube embed plays from YouTube's privacy-enhanced host, the one the CSP frames
    // (lib/security/headers.ts).
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: privacyEnhancedEmbed(attribs.src ?? ''), loading: 'lazy' },
    }),
  },
  // An image needs an absolute http(s) address or a path on this site: a relative 'x' would
  // only be a broken picture (and a request for nothing).
  // An iframe whose address was refused (another host, not https) or missing would be an empty
  // frame on the page: it goes whole.
  exclusiveFilter: (frame) =>
    (frame.tag === 'img' && !IMAGE_SOURCE.test(frame.attribs.src ?? '')) ||
    (frame.tag === 'iframe' && !/^https:\/\//i.test(frame.attribs.src ?? '')),
};

/** An image's attributes as the sanitiser keeps them, to be given a page's responsive sources. */
export type ImageAttributes = Record<string, string>;

/**
 * Safe HTML for dangerouslySetInnerHTML. `image`, when given, may add `srcset` and `sizes` to
 * each image (a post's content images: lib/blog/content-images.ts); sources an editor wrote are
 * never kept, so that every address an image may load is one the sanitiser checked.
 */
export function sanitizeRichText(html: string, { image }: { image?: (attributes: ImageAttributes) => ImageAttributes } = {}): string {
  if (!image) return sanitizeHtml(html, OPTIONS).trim();
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedAttributes: { ...(OPTIONS.allowedAttributes as Record<string, string[]>), img: [...IMG_ATTRIBUTES, 'srcset', 'sizes'] },
    transformTags: {
      ...OPTIONS.transformTags,
      img: (tagName, attribs) => {
        const { attribs: kept } = keepImage(tagName, attribs);
        const { srcset: _srcset, sizes: _sizes, ...checked } = kept;
        // Only an address the filter accepts is handed on: a refused image goes whole.
        return { tagName, attribs: IMAGE_SOURCE.test(checked.src ?? '') ? image(checked) : checked };
      },
    },
  }).trim();
}

/** Plain text of an HTML fragment (for descriptions and metadata). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
