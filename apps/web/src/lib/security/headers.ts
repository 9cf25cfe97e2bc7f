/**
 * The security headers every response of the site carries (docs/decisions/0010-security-headers.md).
 * Pure: the site's server (server.mjs, through lib/security/edge.ts) builds them once from the
 * configuration and sets them on every answer — pages, static files, images, media, API routes,
 * redirects, 404s and its own 4xx — before Next.js handles the request.
 */

/** The two video services of the galleries and posts (SPEC §3), as the browser frames them. */
export const VIDEO_FRAME_SOURCES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;
/** The map of the contact page: a Google Maps embed. */
export const MAP_FRAME_SOURCES = ['https://www.google.com/maps/embed', 'https://www.google.com/maps/embed/'] as const;

export interface SecurityHeaderConfig {
  /** The site's public URL: HSTS and upgrade-insecure-requests when it is https. */
  siteUrl: string;
  /** Origins other than the site's own that browsers may load media from (PUBLIC_MEDIA_URL). */
  mediaOrigins: readonly string[];
  /** `next dev` talks to its overlay over a WebSocket. */
  dev?: boolean;
}

const isHttps = (url: string) => {
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/**
 * The Content-Security-Policy every answer carries. Pages are rendered once and served to every
 * visitor from the cache, so no per-request nonce can exist; the scripts of a page are allowed by
 * a second policy the page carries itself, made when it is rendered into the cache: its inline
 * scripts by hash and the site's script files (lib/security/page-csp.mjs, from the cache handler;
 * docs/decisions/0028-cache-handler-and-page-csp.md). A browser enforces both policies, so this
 * one may not restrict scripts (no default-src, no script-src: either would refuse the page's
 * inline scripts); it lists every other kind of load instead, as narrow as the site allows.
 */
export function contentSecurityPolicy(config: SecurityHeaderConfig): string {
  const media = [...new Set(config.mediaOrigins)];
  const directives: Record<string, string[]> = {
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...media],
    'media-src': ["'self'", 'blob:', ...media],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(config.dev ? ['ws:'] : [])],
    'frame-src': [...VIDEO_FRAME_SOURCES, ...MAP_FRAME_SOURCES],
    'child-src': [...VIDEO_FRAME_SOURCES, ...MAP_FRAME_SOURCES],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  const parts = Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`);
  if (isHttps(config.siteUrl)) parts.push('upgrade-insecure-requests');
  return parts.join('; ');
}

/** The CSP of an answer that is no document (the proxy's redirects): nothing may load or frame
 * it. Short, so that a redirect's headers stay far below a reverse proxy's 4 KB buffer. */
export const NO_DOCUMENT_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Powerful features nobody on the site needs are off; the video frames may play full screen. */
export function permissionsPolicy(): string {
  const frames = VIDEO_FRAME_SOURCES.map((origin) => `"${origin}"`).join(' ');
  const off = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'];
  return [
    ...off.map((feature) => `${feature}=()`),
    ...['autoplay', 'fullscreen', 'picture-in-picture', 'encrypted-media'].map((feature) => `${feature}=(self ${frames})`),
  ].join(', ');
}

/** HSTS on an https site: two years (at least one, as preload lists and audits ask), every
 * subdomain included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Answers that are never a document: the API (JSON, images, PDFs and archives to download),
 * media files and Next's hashed files. Their CSP is NO_DOCUMENT_CSP: opened on their own, nothing
 * in them may run or load (`default-src 'none'`). */
export const isNoDocumentPath = (pathname: string): boolean => /^\/(?:api|media|_next\/static)(?:\/|$)/.test(pathname);

/** Every header, by name, of an answer that is never a document (isNoDocumentPath). */
export function noDocumentHeaders(config: SecurityHeaderConfig): Record<string, string> {
  return { ...securityHeaders(config), 'Content-Security-Policy': NO_DOCUMENT_CSP };
}

/** Every header, by name. */
export function securityHeaders(config: SecurityHeaderConfig): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config),
    ...(isHttps(config.siteUrl) ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {}),
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy(),
    'Cross-Origin-Opener-Policy': 'same-origin',
    // Other sites' pages cannot load the site's answers (pages, API, images) as subresources.
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
