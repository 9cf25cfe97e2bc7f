import { env } from '../env';
import { securityHeaders } from './headers';

let headerCache: Record<string, string> | undefined;
/** The security headers of this configuration (built once; docs/decisions/0014), which the
 * Node-level guard (node-guard.ts) puts on every answer. */
export function configuredSecurityHeaders(): Record<string, string> {
  headerCache ??= securityHeaders({
    siteUrl: env().SITE_URL,
    mediaOrigins: env().PUBLIC_MEDIA_URL ? [new URL(env().PUBLIC_MEDIA_URL as string).origin] : [],
    dev: process.env.NODE_ENV === 'development',
  });
  return headerCache;
}
