'use client';

import { getImageProps } from 'next/image';
import { useTranslations } from 'next-intl';
import Lightbox from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { imageSrc, type GalleryImage } from '@/lib/gallery/tabs';
import { useUnit } from '@/lib/talents/unit-browser';
import styles from './Gallery.module.css';

/** The full-screen view of one image (yet-another-react-lightbox): zoom, swipe, arrows,
 * Escape to close, "3 / 11" in a corner. Loaded only when a visitor opens an image. */
export function GalleryLightbox({
  images,
  index,
  name,
  onClose,
}: {
  images: GalleryImage[];
  index: number;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations('gallery');
  const unit = useUnit();
  const slides = images.map((image, n) => {
    const alt = image.card ? t('slider.card', { name }) : t('slider.image', { name, n: n + 1 });
    if (image.card) return { src: imageSrc(image, unit), width: image.width, height: image.height, alt };
    const { props } = getImageProps({ src: image.src, width: image.width, height: image.height, alt, sizes: '100vw', quality: 75 });
    const srcSet = (props.srcSet ?? '')
      .split(', ')
      .map((entry) => {
        const [src, w] = entry.split(' ');
        const width = Number.parseInt(w ?? '', 10);
        return { src: src!, width, height: Math.round((width * image.height) / image.width) };
      })
      .filter((entry) => entry.src && entry.width > 0);
    return { src: props.src, width: image.width, height: image.height, alt, srcSet };
  });
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      className={styles.lightbox}
      plugins={[Zoom, Counter]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      controller={{ closeOnBackdropClick: true }}
      labels={{
        Close: t('lightbox.close'),
        Previous: t('lightbox.prev'),
        Next: t('lightbox.next'),
        'Zoom in': t('lightbox.zoomIn'),
        'Zoom out': t('lightbox.zoomOut'),
        Lightbox: name,
        Carousel: t('lightbox.carousel'),
        'Photo gallery': t('lightbox.photos'),
        Slide: t('lightbox.slide'),
        // A template the lightbox fills in (messages are compiled at build: t.raw is not the text).
        '{index} of {total}': t('lightbox.position', { index: '{index}', total: '{total}' }),
      }}
    />
  );
}
