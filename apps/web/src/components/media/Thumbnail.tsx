'use client';

import { useImageSource } from './ImageTemplates';

/** A 96 px cover (the e-casting list), as next/image draws it, without its browser code. */
export function Thumbnail({ src, className }: { src: string; className?: string }) {
  const image = useImageSource('thumb', src);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's markup (ImageTemplates.tsx)
  return <img {...image} alt="" loading="lazy" decoding="async" className={className} />;
}
