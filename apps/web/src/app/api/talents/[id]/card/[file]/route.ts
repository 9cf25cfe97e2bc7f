import { env } from '@/lib/env';
import { cardInput, cardVersion, parseCardFile, renderCard } from '@/lib/gallery/card';
import { profileOrResponse, talentNotFound } from '@/lib/gallery/route-helpers';
import { downloadLocale, rateLimited, withinCap } from '@/lib/server/downloads';

type Context = { params: Promise<{ id: string; file: string }> };

/** Rendered cards by version (a bounded memo: the card of a version never changes). */
const rendered = new Map<string, Promise<Buffer>>();
const MAX_RENDERED = 64;

/**
 * GET /api/talents/{id}/card/{lang}[-imperial]-{version}.jpg: the 512×768 measurement card
 * (SPEC §4), in metric or in the visitor's inches and pounds. The
 * version is a hash of what is drawn, so a URL that names the current one is cached for a year
 * (immutable); an old version gets the current card with a short lifetime. ETag = version.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id, file } = await params;
  const wanted = parseCardFile(file);
  if (!wanted) return talentNotFound(downloadLocale(request));
  const { locale, unit } = wanted;
  const found = await profileOrResponse(id, locale);
  if ('response' in found) return found.response;

  const input = await cardInput(found.profile, locale, unit, env().AGENCY_NAME);
  const version = cardVersion(input);
  const etag = `"${version}"`;
  const cacheControl = version === wanted.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
  const headers = { etag, 'cache-control': cacheControl, 'content-type': 'image/jpeg' };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });

  const key = `${locale}-${version}`;
  const answer = (body: Buffer) => new Response(new Uint8Array(body), { headers: { ...headers, 'content-length': String(body.length) } });
  const image = rendered.get(key);
  if (image) return answer(await image);
  // A render counts against the address's allowance and the cap of renders at once.
  const limited = await rateLimited(request, 'card', locale);
  if (limited) return limited;
  return withinCap('card', locale, async () => {
    let drawing = rendered.get(key);
    if (!drawing) {
      drawing = renderCard(input);
      rendered.set(key, drawing);
      drawing.catch(() => rendered.delete(key));
      if (rendered.size > MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
    }
    return answer(await drawing);
  });
}
