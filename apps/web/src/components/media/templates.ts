import 'server-only';
import { getImageProps } from 'next/image';
import { TEMPLATE_SRC, type ImageTemplate } from './image-template';

/** The cover's width in the board grid: half the screen on phones, a third on tablets, a quarter
 * of the board column (about 300 px) on desktops. */
export const CARD_SIZES = '(min-width: 1200px) 300px, (min-width: 768px) 33vw, 50vw';

function template(sizes: string): ImageTemplate {
  const { src, srcSet } = getImageProps({ src: TEMPLATE_SRC, alt: '', fill: true, sizes }).props;
  return { src, srcSet: srcSet ?? null, sizes };
}

/** The templates browser code uses (ImageTemplates.tsx): board cards and 96 px thumbnails. */
export const imageTemplates = () => ({ card: template(CARD_SIZES), thumb: template('96px') });
export type ImageTemplates = ReturnType<typeof imageTemplates>;
