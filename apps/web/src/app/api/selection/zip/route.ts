import { downloadLocale, downloadsTranslator, rateLimited, streamWithinCap, downloadRefusal } from '@/lib/server/downloads';
import { Busy } from '@/lib/server/bounded';
import { profilesOrRefusal, selectionOrRefusal } from '@/lib/selection/answers';
import { selectionFilename } from '@/lib/selection/query';
import { streamSelectionZip } from '@/lib/selection/zip';
import { planSelectionZip } from '@/lib/selection/zip-plan';

/**
 * GET /api/selection/zip?ids=1,2,3: each talent's book, polaroids and composite in a folder named
 * after it (docs/decisions/0030-selection-files.md). At most 30 talents; unknown ids skipped;
 * streamed as it is written; per-address rate limit and a cap on ZIPs sent at once (a ZIP counts
 * until it has been sent).
 */
export async function GET(request: Request): Promise<Response> {
  const locale = downloadLocale(request);
  const selection = selectionOrRefusal(request, locale);
  if (selection instanceof Response) return selection;
  const limited = await rateLimited(request, 'selection-zip', locale);
  if (limited) return limited;
  const t = downloadsTranslator(locale);
  try {
    const { result, body } = await streamWithinCap('selection-zip', async () => {
      const profiles = await profilesOrRefusal(selection.ids, locale);
      if (profiles instanceof Response) return profiles;
      return new Response(streamSelectionZip(planSelectionZip(profiles), request.signal), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': `attachment; filename="${selectionFilename(t('filename'), new Date(), 'zip')}"`,
          'cache-control': 'private, no-store',
          vary: 'accept-language',
        },
      });
    });
    return new Response(body, { status: result.status, headers: result.headers });
  } catch (error) {
    if (!(error instanceof Busy)) throw error;
    return downloadRefusal(503, t('refusals.busy'), locale, error.retryAfterSeconds);
  }
}
