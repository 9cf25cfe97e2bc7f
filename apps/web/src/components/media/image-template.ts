/**
 * next/image's addresses for images that browser code draws (board cards, e-casting thumbnails)
 * without next/image's browser code (docs/decisions/0023-first-load-javascript.md): the server
 * makes them once per size for a stand-in source (templates.ts, with getImageProps), the browser
 * puts each image's own source in. Next's loader writes the source as encodeURIComponent(src),
 * so the result is exactly what next/image gives.
 */
export const TEMPLATE_SRC = '/media/__image__';

export interface ImageTemplate {
  src: string;
  srcSet: string | null;
  sizes: string | null;
}

export function fromTemplate(template: ImageTemplate, src: string): { src: string; srcSet?: string; sizes?: string } {
  const mark = encodeURIComponent(TEMPLATE_SRC);
  const own = encodeURIComponent(src);
  return {
    src: template.src.replaceAll(mark, own),
    srcSet: template.srcSet?.replaceAll(mark, own),
    sizes: template.sizes ?? undefined,
  };
}
