import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/**
 * next/image's markup (srcset through the optimiser, sizes, lazy loading, `fill`) rendered on the
 * server, for images that change nothing once painted: no image code in the browser
 * (docs/decisions/0023-first-load-javascript.md). `preload` becomes a preload hint in the head,
 * as next/image gives it.
 */
export function StaticImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  if (props.preload) {
    preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes: image.sizes, fetchPriority: 'high' });
  }
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- the alt is in the props
  return <img {...image} />;
}
