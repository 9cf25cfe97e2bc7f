import { describe, expect, it } from 'vitest';
import { getImgProps } from 'next/dist/shared/lib/get-img-props';
import { imageConfigDefault } from 'next/dist/shared/lib/image-config';
import defaultLoader from 'next/dist/shared/lib/image-loader';
import { fromTemplate, TEMPLATE_SRC } from './image-template';

/** What getImageProps (next/image) computes, with the site's image settings (next.config.ts):
 * its bundled entry reads them from a value only the bundler fills in. */
const imgConf = {
  ...imageConfigDefault,
  deviceSizes: [640, 828, 1080, 1440, 1920],
  imageSizes: [128, 256, 384],
  allSizes: [128, 256, 384, 640, 828, 1080, 1440, 1920],
  qualities: [75],
};
const getImageProps = (props: { src: string; sizes: string }) =>
  getImgProps({ ...props, alt: '', fill: true }, { defaultLoader, imgConf } as never).props;

describe('image templates', () => {
  const sources = ['/media/talents/12/cover.jpg', '/media/a b/ç ã é+&=?.jpg', 'https://cdn.example.com/media/x/y.webp'];
  for (const sizes of ['(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw', '96px']) {
    it(`give next/image's own src, srcset and sizes (${sizes})`, () => {
      const made = getImageProps({ src: TEMPLATE_SRC, sizes });
      const template = { src: made.src, srcSet: made.srcSet ?? null, sizes };
      for (const src of sources) {
        const own = getImageProps({ src, sizes });
        expect(fromTemplate(template, src)).toEqual({ src: own.src, srcSet: own.srcSet, sizes: own.sizes });
        expect(own.srcSet).toContain(encodeURIComponent(src));
      }
    });
  }
});
