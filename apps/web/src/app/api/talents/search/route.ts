import { NextResponse } from 'next/server';
import { getSearchList } from '@/lib/backends/integration';

/**
 * The name-search list (SPEC §7 talent-search call, one cached entry on the server) as the
 * search page needs it: id, name and cover of every talent shown on the site. The same answer
 * for every visitor; the visitor's text is matched in the browser and never reaches the server.
 */
export async function GET() {
  let list;
  try {
    list = await getSearchList();
  } catch {
    return NextResponse.json({ error: 'unavailable' }, { status: 503, headers: { 'Cache-Control': 'no-store' } });
  }
  return NextResponse.json(
    list,
    { headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600' } },
  );
}
