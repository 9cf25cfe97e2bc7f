import { env } from '@/lib/env';
import { backendOrigins } from '@/lib/backends/media-urls';
import { mediaRequestPath, streamMedia } from '@/lib/security/media-proxy';

/**
 * GET /media/… — the back ends' public media on the site's own origin (docs/decisions/0011-media-on-the-site.md):
 * pages point every image and video here, next/image optimises from here, and the browser never
 * needs the back end's address.
 */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const path = mediaRequestPath((await params).path, new URL(request.url).search);
  if (typeof path !== 'string') return path;
  return streamMedia(path, request.headers, {
    origins: backendOrigins([env().PANEL_URL, env().INTEGRATION_URL]),
    timeoutMs: env().BACKEND_TIMEOUT_MS,
  });
}
