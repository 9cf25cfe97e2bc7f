import type { NextConfig } from 'next';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

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
  source: '/:lang((?!(?:pt|en)(?:/|$))[^/]+)/:rest*',
  destination: '/en/unsupported-lang',
};

const nextConfig: NextConfig = {
  // Pages and back-end answers: files in CACHE_DIR, or Redis when REDIS_URL is set
  // (docs/decisions/0018-caching-model.md).
  cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'cache-handler.mjs'),
  // Next keeps its own in-memory copy in front of the handler only for the file cache: with
  // Redis, every instance must see a revalidation made through another.
  cacheMaxMemorySize: process.env.REDIS_URL ? 0 : 50 * 1024 * 1024,
  transpilePackages: ['@vitrine/contracts'],
  poweredByHeader: false,
  reactStrictMode: true,
  // Before the file-system routes, after the proxy (src/proxy.ts), which sets the locale.
  async rewrites() {
    return {
      beforeFiles: LOCALE_REWRITES.map((rule) => ({ ...rule })),
      afterFiles: [{ ...UNSUPPORTED_LANG_REWRITE }],
      fallback: [],
    };
  },
  images: {
    // Media comes from the back ends as absolute URLs. The built-in back end serves it from
    // 127.0.0.1/localhost on any port; a real deployment's CDN is https.
    remotePatterns: [
      { protocol: 'http', hostname: '127.0.0.1' },
      { protocol: 'http', hostname: 'localhost' },
      { protocol: 'https', hostname: '**' },
    ],
    // Next 16 refuses to optimise images from loopback addresses unless told; the built-in
    // back end lives there. See docs/decisions/0004-images.md.
    dangerouslyAllowLocalIP: true,
    formats: ['image/avif', 'image/webp'],
  },
};

export default withNextIntl(nextConfig);
