import type { MetadataRoute } from 'next';
import { buildSitemap } from '@/lib/sitemap';

// Built from the back ends at request time (talents and posts change without a deploy).
export const dynamic = 'force-dynamic';

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap();
}
