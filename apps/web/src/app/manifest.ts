import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';
import ptLayout from '../../messages/pt/layout.json';

// The agency's name comes from the server's configuration, read at request time.
export const dynamic = 'force-dynamic';

/** The web app manifest (SPEC §2.4: the install banner needs the site to be installable). */
export default function manifest(): MetadataRoute.Manifest {
  const name = env().AGENCY_NAME;
  return {
    name,
    short_name: name,
    // In the fallback locale, like the start page.
    description: ptLayout.meta.description,
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#ffffff',
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
