import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  transpilePackages: ['@vitrine/contracts'],
  poweredByHeader: false,
  reactStrictMode: true,
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
