import { isAppLocale } from '@/i18n/routing';
import { getBoard } from '@/lib/backends/integration';
import { CACHE_TAGS, cachedRead } from '@/lib/cache';
import { packCards } from '@/lib/talents/card-data';
import { isListingCategory } from '@/lib/talents/categories';

type Context = { params: Promise<{ lang: string; category?: string[] }> };

/**
 * GET /api/talents/board/{lang}[/{category}]: a whole board's cards, packed as its page packs
 * the cards it shows (lib/talents/card-data.ts). The page carries only the cards it renders and
 * names this answer for the browser to prefetch; the board reads it on first use
 * (docs/decisions/0050-board-cards-on-demand.md). The same answer for every visitor, for a known
 * locale and board only.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { lang, category = [] } = await params;
  const [first, ...rest] = category;
  const board = first === undefined ? null : rest.length === 0 && isListingCategory(first) ? first : undefined;
  if (!isAppLocale(lang) || board === undefined) {
    return Response.json({ error: 'not found' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  // Packed once per board and language, and kept in the data cache beside the talents it is made
  // of (the same tag, so a revalidation of the talents refreshes it): an answer is one read.
  let packed;
  try {
    packed = await cachedRead(['board-cards', lang, board ?? ''], [CACHE_TAGS.talents], async () => packCards(await getBoard(board, lang)));
  } catch {
    return Response.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return new Response(packed, {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' },
  });
}
