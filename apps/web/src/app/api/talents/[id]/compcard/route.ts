import { createHash } from 'node:crypto';
import { getWebsiteTexts } from '@/lib/backends/panel';
import { env } from '@/lib/env';
import { renderCompCard } from '@/lib/gallery/compcard';
import { localeOr, profileOrResponse } from '@/lib/gallery/route-helpers';
import { talentSlug } from '@/lib/talents/slug';
import type { Unit } from '@/lib/talents/format';
import { madeFiles, pdfResponse, rateLimited, withinCap } from '@/lib/server/downloads';

type Context = { params: Promise<{ id: string }> };

/** The agency's contact lines from the panel's texts; none when the panel cannot give them. */
async function contactLines(locale: 'pt' | 'en'): Promise<string[]> {
  const texts = await getWebsiteTexts().catch(() => ({}) as Record<string, { pt: string; en: string }>);
  const pick = (key: string) => texts[key]?.[locale]?.trim() || '';
  const lines = [pick('contact_phone'), pick('contact_whatsapp') && `WhatsApp ${pick('contact_whatsapp')}`];
  return [...lines.filter(Boolean), new URL(env().SITE_URL).host];
}

/** Made comp cards by everything drawn on them (a hash of the input), bounded by their bytes. */
const made = madeFiles('compcard', 32 * 1024 * 1024, 60 * 60 * 1000);

/** GET /api/talents/{id}/compcard?lang=pt&unit=metric: the one-page comp card PDF. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  const locale = localeOr(query.get('lang'));
  const unit: Unit = query.get('unit') === 'imperial' ? 'imperial' : 'metric';
  const found = await profileOrResponse(id, locale);
  if ('response' in found) return found.response;
  const limited = await rateLimited(request, 'compcard', locale);
  if (limited) return limited;
  const { profile } = found;
  const input = { profile, locale, unit, agency: env().AGENCY_NAME, contact: await contactLines(locale) };
  const key = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
  const filename = `${talentSlug(profile.name)}-comp-card.pdf`;
  const answer = (pdf: Uint8Array) => pdfResponse(pdf, filename, 'public, max-age=3600');
  const cached = made.get(key);
  if (cached) return answer(cached);
  return withinCap('compcard', locale, async () => {
    const pdf = await renderCompCard(input);
    made.set(key, pdf);
    return answer(pdf);
  });
}
