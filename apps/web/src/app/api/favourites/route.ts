import { getTalentProfile } from '@/lib/backends/integration';
import { BackendError } from '@/lib/backends/http';
import { toTalentId } from '@/lib/favourites/store';

const MAX_IDS = 100;

/** GET /api/favourites?ids=1,2,3: the names and covers of a shared selection (unknown ids are
 * left out). Public data, cacheable for a few minutes. */
export async function GET(request: Request): Promise<Response> {
  const raw = new URL(request.url).searchParams.get('ids') ?? '';
  const ids = [...new Set(raw.split(',').map(toTalentId))].filter((id): id is number => id !== null).slice(0, MAX_IDS);
  try {
    const profiles = await Promise.all(ids.map((id) => getTalentProfile(id, 'pt')));
    const talents = profiles.flatMap((p) => (p ? [{ id: p.id, name: p.name, cover: p.book[0]?.file ?? null }] : []));
    return Response.json(talents, { headers: { 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return Response.json({ error: error.code }, { status: 502 });
  }
}
