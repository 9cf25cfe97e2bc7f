import 'server-only';
import { getImageProps } from 'next/image';
import { publicMediaBase } from '@/lib/backends/media-urls';
import { env } from '@/lib/env';
import type { ImageAttributes } from './sanitize';

/**
 * How wide an image of a post's content is shown (PostArticle.module.css: the text column, 44rem
 * less its gutters; below that, the screen less its gutters).
 */
export const CONTENT_IMAGE_SIZES = '(min-width: 44rem) 40rem, calc(100vw - 2.5rem)';

/**
 * An image of a post's content, as the editor placed it, with the sources `next/image` gives an
 * image of that width: a phone loads a copy of the width it shows, in AVIF or WebP, instead of
 * the file the editor uploaded. Only what the optimiser serves (next.config.ts, `images`: the
 * back ends' media, without a query) and only an image with its width and height (which keep
 * its place while it loads); any other keeps its own address.
 */
export function responsiveContentImage(attributes: ImageAttributes): ImageAttributes {
  const { src = '', width, height, alt = '' } = attributes;
  const [w, h] = [Number(width), Number(height)];
  const optimised = src.startsWith(publicMediaBase({ publicMediaUrl: env().PUBLIC_MEDIA_URL })) && !src.includes('?');
  if (!optimised || !(w > 0 && h > 0)) return attributes;
  const { props } = getImageProps({ src, alt, width: w, height: h, sizes: CONTENT_IMAGE_SIZES });
  return { ...attributes, src: props.src, ...(props.srcSet ? { srcset: props.srcSet } : {}), ...(props.sizes ? { sizes: props.sizes } : {}) };
}
