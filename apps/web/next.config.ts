import type { NextConfig } from 'next';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
// By the package's own name, not './src/i18n/table': `next start` compiles this file on its own
// and resolves a relative import from the working directory, not from this folder (Next 16.4:
// `next start apps/web` run from the repository root could not find it); a package path is
// looked up in node_modules, where npm's workspace link points back here.
import { nextRewrites, UNSUPPORTED_LANG_REWRITE } from '@vitrine/web/src/i18n/table';
import { MAX_FORM_BYTES } from '@vitrine/contracts/constants';

// Messages are compiled at build time (icu-minify), so the browser gets a small formatter
// instead of the ICU parser (docs/decisions/0023-first-load-javascript.md).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * What `/_next/image` optimises (docs/decisions/0011-media-on-the-site.md): the back ends' media
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
  // `npm test` builds the site beside its typecheck step, which checks these same sources with
  // the same tsconfig; only that build skips Next's own TypeScript pass (the step fails the run
  // on any type error). Every other build checks types as usual (docs/decisions/0041).
  typescript: { ignoreBuildErrors: process.env.WEB_BUILD_SKIP_TYPECHECK === '1' },
  // Pages and back-end answers: files in CACHE_DIR, or Redis when REDIS_URL is set
  // (docs/decisions/0014-caching-model.md).
  cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'cache-handler.mjs'),
  // Next keeps its own in-memory copy in front of the handler only for the file cache: with
  // Redis, every instance must see a revalidation made through another.
  cacheMaxMemorySize: process.env.REDIS_URL ? 0 : 50 * 1024 * 1024,
  transpilePackages: ['@vitrine/contracts'],
  poweredByHeader: false,
  // No ETag on pages: Next hashes the whole HTML on every request to make it (from a cached page:
  // 7 % of a cached home's CPU, most of a 430 KB board's), and pages are cached by the CDN on
  // Cache-Control, not revalidated by browsers (docs/decisions/0022-site-overhead.md). Files and
  // the measurement card keep theirs.
  generateEtags: false,
  // The page's CSS (about 10 KB gzipped) in the HTML instead of render-blocking requests: pages
  // are cached whole, and a first visit paints after one round trip
  // (docs/decisions/0023-first-load-javascript.md). Inlined CSS costs no request, so the CSS is cut
  // into chunks by which pages use it ('graph', with a request counted as 500 bytes) instead of
  // the default that merged the gallery's and the cards' CSS into every page's frame stylesheet
  // (docs/decisions/0022-site-overhead.md).
  experimental: {
    inlineCss: true,
    cssChunking: { type: 'graph', requestCost: 500 },
    // A form posted without its code goes to its server action (docs/decisions/0038): an
    // application carries four photos of at most 2 MB and its text, as the route handler allows
    // (lib/forms/abuse.ts, FORM_BODY_LIMITS). A larger post is answered by the site's server
    // before it gets here (lib/security/refusal.ts), in the visitor's language.
    serverActions: { bodySizeLimit: MAX_FORM_BYTES },
  },
  reactStrictMode: true,
  // The routing table's rules (src/i18n/table.ts; docs/decisions/0002-route-families.md).
  // The rewrites run after the proxy (src/proxy.ts, which answers reading B's 308s). Here, not
  // in the proxy: a proxy rewrite is compared with the server's own origin, and under
  // `next start -H <host>` Next.js forwarded it over HTTP to itself.
  async rewrites() {
    return { beforeFiles: nextRewrites(), afterFiles: [UNSUPPORTED_LANG_REWRITE], fallback: [] };
  },
  images: imageConfig(process.env.PUBLIC_MEDIA_URL),
};

export default withNextIntl(nextConfig);
