import { env } from '@/lib/env';
import { downloadLocale, downloadsTranslator, madeFiles, pdfResponse, rateLimited, withinCap } from '@/lib/server/downloads';
import { profilesOrRefusal, selectionOrRefusal } from '@/lib/selection/answers';
import { renderSelectionPdf } from '@/lib/selection/pdf';
import { isoDate, selectionFilename } from '@/lib/selection/query';

/** Made PDFs per selection, kind, unit, language and date, bounded by their bytes, kept 10 minutes
 * (one process; the same URL gives the same file that day). */
const made = madeFiles('selection-pdf', 96 * 1024 * 1024, 10 * 60 * 1000);
const making = new Map<string, Promise<Response>>();

/**
 * GET /api/selection/pdf?ids=1,2,3&unit=cm|in&lang=pt|en&kind=light|full: the visitor's selection
 * as an A4 PDF, one talent per page (docs/decisions/0030-selection-files.md). At most 30
 * talents; unknown ids are skipped; per-address rate limit and a cap on PDFs made at once.
 */
export async function GET(request: Request): Promise<Response> {
  const locale = downloadLocale(request);
  const selection = selectionOrRefusal(request, locale);
  if (selection instanceof Response) return selection;
  const limited = await rateLimited(request, 'selection-pdf', locale);
  if (limited) return limited;

  const now = new Date();
  const key = [selection.ids.join(','), selection.kind, selection.unit, locale, isoDate(now)].join('|');
  const filename = selectionFilename(downloadsTranslator(locale)('filename'), now, 'pdf');
  // Shared caches key on the address: one whose language came from Accept-Language stays the
  // browser's own.
  const shared = new URL(request.url).searchParams.get('lang') === locale;
  const answer = (pdf: Uint8Array) => pdfResponse(pdf, filename, `${shared ? 'public' : 'private'}, max-age=300`);
  const cached = made.get(key);
  if (cached) return answer(cached);

  // Made within the cap; the same PDF asked for again meanwhile waits for that one.
  let pending = making.get(key);
  if (!pending) {
    pending = withinCap('selection-pdf', locale, async () => {
      const profiles = await profilesOrRefusal(selection.ids, locale);
      if (profiles instanceof Response) return profiles;
      const pdf = await renderSelectionPdf({ profiles, locale, unit: selection.unit, kind: selection.kind, agency: env().AGENCY_NAME, now });
      made.set(key, pdf);
      return answer(pdf);
    });
    making.set(key, pending);
    void pending.finally(() => making.delete(key)).catch(() => undefined);
  }
  return (await pending).clone();
}
