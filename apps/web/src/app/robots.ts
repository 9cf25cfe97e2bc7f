import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const site = env().SITE_URL;
  return {
    // The measurement cards are the galleries' share images: the one part of /api/ to fetch.
    rules: [{ userAgent: '*', allow: ['/', '/api/talents/*/card/'], disallow: ['/api/'] }],
    sitemap: new URL('/sitemap.xml', site).toString(),
  };
}
