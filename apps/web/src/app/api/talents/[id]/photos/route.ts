import { downloadZip } from '@/lib/backends/panel';
import { BackendError } from '@/lib/backends/http';
import { localeOr, profileOrResponse } from '@/lib/gallery/route-helpers';
import { talentSlug } from '@/lib/talents/slug';

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/talents/{id}/photos: the book as a zip, from the panel's POST /api/download/zip
 * (SPEC §7). The panel's token stays here; its answer is piped to the visitor as it arrives
 * (never held whole in memory), named after the talent.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const found = await profileOrResponse(id, localeOr(null));
  if ('response' in found) return found.response;
  const { profile } = found;
  let upstream: Response;
  try {
    upstream = await downloadZip({ talent_id: profile.id, galleries: ['book'] });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return new Response(`Service unavailable: ${error.code}`, { status: error.notFound ? 404 : 502 });
  }
  const filename = `${talentSlug(profile.name)}.zip`;
  const headers = new Headers({
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(upstream.body, { headers });
}
