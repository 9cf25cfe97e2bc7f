import { z } from 'zod';
import { DEFAULT_SITE_URL, SITE_DEFAULTS as D } from '@vitrine/contracts/defaults';
import { noDocumentHeaders, securityHeaders } from './headers';

/**
 * What the site's server (server.mjs) needs from the environment before Next.js handles a
 * request: the security headers of this configuration and how long a request may take to
 * arrive. Pure (no `server-only`, no Next.js import): server.mjs loads it before Next starts,
 * and lib/env.ts extends the same schema, so each variable is parsed by one rule.
 */
export const edgeEnvShape = {
  /** The site's public URL, for canonical links, the sitemap and post slugs (SPEC §2.12); HSTS
   * and upgrade-insecure-requests when it is https. */
  SITE_URL: z.url().default(DEFAULT_SITE_URL),
  /**
   * Public base URL browsers load the back ends' media from (a CDN in front of their `/media/`),
   * e.g. https://media.example.com. Empty: the site serves that media itself at `/media/…`.
   */
  PUBLIC_MEDIA_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  /** Milliseconds within which a request's headers and body must arrive whole (else 408): a
   * slow sender cannot hold a connection open (docs/decisions/0026-server-edge.md). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(D.REQUEST_TIMEOUT_MS),
};

export interface EdgeConfig {
  /** The security headers every answer carries (docs/decisions/0010-security-headers.md). */
  headers: Record<string, string>;
  /** The same for an answer that is never a document (headers.ts isNoDocumentPath). */
  noDocumentHeaders: Record<string, string>;
  requestTimeoutMs: number;
}

/** The edge's configuration from an environment; throws naming each invalid variable. */
export function edgeConfigOf(source: Record<string, string | undefined>, dev = false): EdgeConfig {
  const parsed = z.object(edgeEnvShape).safeParse(source);
  if (!parsed.success) {
    throw new Error(`The site's configuration is invalid:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  const { SITE_URL, PUBLIC_MEDIA_URL, REQUEST_TIMEOUT_MS } = parsed.data;
  const config = { siteUrl: SITE_URL, mediaOrigins: PUBLIC_MEDIA_URL ? [new URL(PUBLIC_MEDIA_URL).origin] : [], dev };
  return {
    headers: securityHeaders(config),
    noDocumentHeaders: noDocumentHeaders(config),
    requestTimeoutMs: REQUEST_TIMEOUT_MS,
  };
}
