import { getTalentProfile } from '@/lib/backends/integration';
import { BackendError } from '@/lib/backends/http';
import { toTalentId } from '@/lib/favourites/store';
import type { SelectionTalent } from '@/lib/favourites/selection';
import { galleryTranslator } from '@/lib/gallery/measurements';
import { measurementRows, rowText } from '@/lib/talents/format';
import { talentSlug } from '@/lib/talents/slug';
import { env } from '@/lib/env';
import { boundFor } from '@/lib/server/bounded';
import { clientAddress } from '@/lib/server/client-address';
import { routing, type AppLocale } from '@/i18n/routing';

const MAX_IDS = 100;

/** Talents per minute and address: 50 × DOWNLOAD_RATE_LIMIT (1,000, ten full lists, by default).
 * Each id not seen lately is a call to the back end, so a stream of made-up ids is slowed here.
 * Only the bound's rate limit is used: the answers are light. */
const talentsPerMinute = () => boundFor('favourites', () => ({ points: 50 * env().DOWNLOAD_RATE_LIMIT, concurrency: 1, queue: 0 }));

/** The key measurements a selection shows (SPEC §2.7: bust for women, chest otherwise). */
const KEYS = new Set(['height', 'bust', 'chest', 'waist', 'hips', 'shoes', 'hair', 'eyes']);

/** GET /api/favourites?ids=1,2,3&lang=pt: a selection's talents — name, cover, the gallery's
 * slug and the key measurements in both units, labelled in the language asked (unknown ids are
 * left out). Public data, the same for everyone: cacheable for a few minutes. */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const raw = query.get('ids') ?? '';
  const lang = query.get('lang');
  const locale: AppLocale = (routing.locales as readonly string[]).includes(lang ?? '') ? (lang as AppLocale) : routing.defaultLocale;
  const ids = [...new Set(raw.split(',').map(toTalentId))].filter((id): id is number => id !== null).slice(0, MAX_IDS);
  const wait = ids.length > 0 ? await talentsPerMinute().consume(clientAddress(request.headers), ids.length) : null;
  if (wait !== null) {
    return Response.json({ error: 'rateLimited' }, { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(wait) } });
  }
  try {
    const [profiles, { label, translate }] = await Promise.all([
      Promise.all(ids.map((id) => getTalentProfile(id, locale))),
      galleryTranslator(locale),
    ]);
    const talents: SelectionTalent[] = profiles.flatMap((p) =>
      p
        ? [
            {
              id: p.id,
              name: p.name,
              cover: p.book[0]?.file ?? null,
              slug: talentSlug(p.name),
              measurements: measurementRows(p, locale)
                .filter((row) => KEYS.has(row.key))
                .map((row) => ({ key: row.key, label: label(row.key), metric: rowText(row, 'metric', translate), imperial: rowText(row, 'imperial', translate) })),
            },
          ]
        : [],
    );
    return Response.json(talents, { headers: { 'cache-control': 'public, max-age=300' } });
  } catch (error) {
    if (!(error instanceof BackendError)) throw error;
    return Response.json({ error: error.code }, { status: 502 });
  }
}
