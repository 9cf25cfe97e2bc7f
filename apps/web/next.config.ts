import type { NextConfig } from 'next';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
// By the package's own name, not './src/i18n/table': `next start` compiles this file on its own
// and resolves a relative import from the working directory, not from this folder (Next 16.4:
// `next start apps/web` run from the repository root could not find it); a package path is
// looked up in node_modules, where npm's workspace link points back here.
import { nextRedirects, nextRewrites, UNSUPPORTED_LANG_REWRITE } from '@vitrine/web/src/i18n/table';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

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
  // The routing table's rules (src/i18n/table.ts; docs/decisions/0002-route-families.md).
  // Redirects run before the proxy (src/proxy.ts), the rewrites after it. Rewrites here, not in
  // the proxy: a proxy rewrite is compared with the server's own origin, and under
  // `next start -H <host>` Next.js forwarded it over HTTP to itself.
  async redirects() {
    return nextRedirects();
  },
  async rewrites() {
    return { beforeFiles: nextRewrites(), afterFiles: [UNSUPPORTED_LANG_REWRITE], fallback: [] };
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
