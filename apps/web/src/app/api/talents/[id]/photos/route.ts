import { GALLERIES } from '@vitrine/contracts';
import { downloadZip } from '@/lib/backends/panel';
import { BackendError } from '@/lib/backends/http';
import { localeOr, profileOrResponse, talentNotFound, talentUnavailable } from '@/lib/gallery/route-helpers';
import { talentSlug } from '@/lib/talents/slug';
import { Busy } from '@/lib/server/bounded';
import { downloadLocale, downloadRefusal, downloadsTranslator, rateLimited, streamWithinCap } from '@/lib/server/downloads';

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/talents/{id}/photos: the book, polaroids and composite (what a casting asks for) as a
 * zip, from the panel's POST /api/download/zip
 * (SPEC §7). The panel's token stays here; its answer is piped to the visitor as it arrives
 * (never held whole in memory), named after the talent.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const locale = downloadLocale(request);
  const found = await profileOrResponse(id, localeOr(null), locale);
  if ('response' in found) return found.response;
  const limited = await rateLimited(request, 'photos', locale);
  if (limited) return limited;
  const { profile } = found;
  // Within the cap of zips sent at once, for as long as this one is being sent.
  let upstream: Response;
  let body: ReadableStream<Uint8Array> | null;
  try {
    ({ result: upstream, body } = await streamWithinCap('photos', () => downloadZip({ talent_id: profile.id, galleries: [...GALLERIES] })));
  } catch (error) {
    if (error instanceof Busy) return downloadRefusal(503, downloadsTranslator(locale)('refusals.busy'), locale, error.retryAfterSeconds);
    if (!(error instanceof BackendError)) throw error;
    if (error.notFound) return talentNotFound(locale);
    return talentUnavailable(locale);
  }
  const filename = `${talentSlug(profile.name)}.zip`;
  const headers = new Headers({
    'content-type': 'application/zip',
    'content-disposition': `attachment; filename="${filename}"`,
    'cache-control': 'private, no-store',
  });
  const length = upstream.headers.get('content-length');
  if (length) headers.set('content-length', length);
  return new Response(body, { headers });
}
