/**
 * Media URLs as the browser gets them (docs/decisions/0011-media-on-the-site.md). The back ends
 * answer absolute URLs on their own address (the built-in one: http://127.0.0.1:4000/media/…),
 * which a visitor's browser cannot reach. Every answer is walked once, when it arrives, and each
 * `<back-end origin>/media/` becomes the public media base: the site's own `/media/` (streamed
 * from the back end by app/media/[...path]/route.ts) or PUBLIC_MEDIA_URL when one is set.
 * Strings inside strings count too: an image in a post's HTML is rewritten like a slide's URL.
 */

export interface MediaUrlConfig {
  /** The back ends' base URLs (INTEGRATION_URL, PANEL_URL): their origins serve `/media/`. */
  backendUrls: readonly string[];
  /** Public base URL of the back ends' media (a CDN); empty: the site's own `/media/`. */
  publicMediaUrl?: string;
}

/** The path under which the site serves the back ends' media. */
export const SITE_MEDIA_PATH = '/media/';

/** The distinct origins of the back ends, in the order given. */
export function backendOrigins(backendUrls: readonly string[]): string[] {
  const origins: string[] = [];
  for (const url of backendUrls) {
    try {
      const { origin } = new URL(url);
      if (!origins.includes(origin)) origins.push(origin);
    } catch {
      // An invalid URL is reported by the configuration check; it serves no media.
    }
  }
  return origins;
}

/** The base every back-end media URL is rewritten to: `/media/` or `<PUBLIC_MEDIA_URL>/`. */
export function publicMediaBase(config: Pick<MediaUrlConfig, 'publicMediaUrl'>): string {
  return config.publicMediaUrl ? `${config.publicMediaUrl.replace(/\/+$/, '')}/` : SITE_MEDIA_PATH;
}

/** A function that returns a copy of a parsed answer with every back-end media URL rewritten. */
export function mediaUrlRewriter(config: MediaUrlConfig): <T>(answer: T) => T {
  const prefixes = backendOrigins(config.backendUrls).map((origin) => `${origin}${SITE_MEDIA_PATH}`);
  const base = publicMediaBase(config);
  const rewriteString = (value: string): string => {
    let result = value;
    for (const prefix of prefixes) if (result.includes(prefix)) result = result.split(prefix).join(base);
    return result;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string') return rewriteString(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, walk(item)]));
    }
    return value;
  };
  return <T>(answer: T) => walk(answer) as T;
}
