import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { isCacheTag } from '@/lib/cache';
import { env } from '@/lib/env';
import { CLIENT_ADDRESS_HEADER } from '@/lib/server/client-address';

// Never cached: it changes the cache.
export const dynamic = 'force-dynamic';

const bodySchema = z.object({
  tags: z
    .array(z.string().refine(isCacheTag, { message: 'unknown tag' }))
    .min(1)
    .max(100),
});

const NO_STORE = { 'cache-control': 'no-store' };

function secretMatches(given: string | null): boolean {
  if (!given) return false;
  const expected = Buffer.from(env().REVALIDATE_SECRET);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * POST /api/revalidate — the content panel says what changed (README, "Caching").
 *   Authorization: Bearer <REVALIDATE_SECRET>
 *   {"tags": ["posts"]}            kinds: texts, slides, posts, talents, staff; or talent:{id}
 * Every page that showed content of those tags is refreshed on its next request (the visitor
 * of that request still gets the previous page; the ones after get the new one).
 */
export async function POST(request: NextRequest) {
  const auth = request.headers.get('authorization');
  const given = auth?.startsWith('Bearer ') ? auth.slice('Bearer '.length) : null;
  if (!secretMatches(given)) {
    // Seen in the log: a secret of 16 or more random characters is not guessed, but attempts show.
    // (No limit: one that refused the right secret too would let anyone block the panel's calls.)
    console.warn(`[cache] a revalidation from ${request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown'} was refused: ${given ? 'wrong secret' : 'no secret'}`);
    return NextResponse.json({ error: 'unauthorized' }, { status: 401, headers: { ...NO_STORE, 'www-authenticate': 'Bearer' } });
  }
  const body: unknown = await request.json().catch(() => undefined);
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) {
    return NextResponse.json(
      { error: 'bad request', issues: parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`) },
      { status: 400, headers: NO_STORE },
    );
  }
  const tags = [...new Set(parsed.data.tags)];
  for (const tag of tags) revalidateTag(tag, 'max');
  console.log(`[cache] revalidated ${tags.join(', ')}`);
  return NextResponse.json({ revalidated: tags }, { headers: NO_STORE });
}
