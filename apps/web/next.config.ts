import type { NextConfig } from 'next';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

// Messages are compiled at build time (icu-minify), so the browser gets a small formatter
// instead of the ICU parser (docs/decisions/0037-first-load-javascript.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * The paths served by another page than their own (SPEC §2.1–2.3; src/i18n/paths.ts). Applied
 * here rather than by the proxy: a rewrite made in the proxy is compared with the server's own
 * origin, and when `next start -H <host>` names another host than the proxy sees (127.0.0.1 vs
 * localhost), Next.js forwards it over HTTP to itself instead of rendering it in place.
 * src/i18n/paths.test.ts checks that these agree with resolvePath. (Inline: `next start` loads
 * this file compiled on its own, without the app's TypeScript modules.)
 */
export const LOCALE_REWRITES = [
  // No locale: home and posts are served in the fallback locale.
  { source: '/', destination: '/pt' },
  { source: '/blog/:slug', destination: '/pt/blog/:slug' },
  // The English words of reading A render the Portuguese-named pages.
  { source: '/:lang(pt|en)/model/:params+', destination: '/:lang/modelo/:params+' },
  { source: '/:lang(pt|en)/search', destination: '/:lang/buscar' },
];

/**
 * A first segment that is not a locale is an unsupported lang (SPEC §2.3): render the English
 * not-found page of the locale tree, so that the 404 is whole HTML from the server (with the
 * frame), not an empty shell filled in by the browser. After the files (sitemap.xml, icons…),
 * before the dynamic [lang] routes.
 */
export const UNSUPPORTED_LANG_REWRITE = {
  // `api` and `media` are not langs: the site's route handlers (/api/talents/{id}/…, /media/…).
  source: '/:lang((?!(?:pt|en|media|api)(?:/|$))[^/]+)/:rest*',
  destination: '/en/unsupported-lang',
};

/**
 * What `/_next/image` optimises (docs/decisions/0015-media-on-the-site.md): the back ends' media
 * as the site serves it (`/media/…`, no query string), or the public media origin when
 * PUBLIC_MEDIA_URL is set; a short list of widths and one quality, so the optimiser cannot be
 * made to encode and store a new variant per request. Read when `next start` loads this file.
 */
function imageConfig(publicMediaUrl: string | undefined): NonNullable<NextConfig['images']> {
  const remotePatterns: NonNullable<NonNullable<NextConfig['images']>['remotePatterns']> = [];
  let loopback = false;
  if (publicMediaUrl) {
    const url = new URL(publicMediaUrl);
    remotePatterns.push({
      protocol: url.protocol === 'https:' ? 'https' : 'http',
      hostname: url.hostname,
      port: url.port,
      pathname: `${url.pathname.replace(/\/+$/, '')}/**`,
      search: '',
    });
    loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  }
  return {
    localPatterns: [{ pathname: '/media/**', search: '' }],
    remotePatterns,
    // Next refuses to fetch from loopback addresses unless told: only a PUBLIC_MEDIA_URL on this
    // machine (a test set-up) needs it.
    dangerouslyAllowLocalIP: loopback,
    deviceSizes: [640, 828, 1080, 1440, 1920],
    imageSizes: [128, 256, 384],
    qualities: [75],
    formats: ['image/avif', 'image/webp'],
    // The optimiser's answers replace the site's CSP with this one (an image runs nothing).
    contentSecurityPolicy: "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'; sandbox;",
  };
}

const nextConfig: NextConfig = {
  // Pages and back-end answers: files in CACHE_DIR, or Redis when REDIS_URL is set
  // (docs/decisions/0018-caching-model.md).
  cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'cache-handler.mjs'),
  // Next keeps its own in-memory copy in front of the handler only for the file cache: with
  // Redis, every instance must see a revalidation made through another.
  cacheMaxMemorySize: process.env.REDIS_URL ? 0 : 50 * 1024 * 1024,
  transpilePackages: ['@vitrine/contracts'],
  poweredByHeader: false,
  // The page's CSS (about 10 KB gzipped) in the HTML instead of render-blocking requests: pages
  // are cached whole, and a first visit paints after one round trip
  // (docs/decisions/0037-first-load-javascript.md).
  experimental: { inlineCss: true },
  reactStrictMode: true,
  // Before the file-system routes, after the proxy (src/proxy.ts), which sets the locale.
  async rewrites() {
    return {
      beforeFiles: LOCALE_REWRITES.map((rule) => ({ ...rule })),
      afterFiles: [{ ...UNSUPPORTED_LANG_REWRITE }],
      fallback: [],
    };
  },
  images: imageConfig(process.env.PUBLIC_MEDIA_URL),
};

export default withNextIntl(nextConfig);
