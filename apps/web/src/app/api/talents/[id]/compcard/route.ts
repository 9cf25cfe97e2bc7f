import { getWebsiteTexts } from '@/lib/backends/panel';
import { env } from '@/lib/env';
import { renderCompCard } from '@/lib/gallery/compcard';
import { localeOr, profileOrResponse } from '@/lib/gallery/route-helpers';
import { talentSlug } from '@/lib/talents/slug';
import type { Unit } from '@/lib/talents/format';

type Context = { params: Promise<{ id: string }> };

/** The agency's contact lines from the panel's texts; none when the panel cannot give them. */
async function contactLines(locale: 'pt' | 'en'): Promise<string[]> {
  const texts = await getWebsiteTexts().catch(() => ({}) as Record<string, { pt: string; en: string }>);
  const pick = (key: string) => texts[key]?.[locale]?.trim() || '';
  const lines = [pick('contact_phone'), pick('contact_whatsapp') && `WhatsApp ${pick('contact_whatsapp')}`];
  return [...lines.filter(Boolean), new URL(env().SITE_URL).host];
}

/** GET /api/talents/{id}/compcard?lang=pt&unit=metric: the one-page comp card PDF. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { id } = await params;
  const query = new URL(request.url).searchParams;
  const locale = localeOr(query.get('lang'));
  const unit: Unit = query.get('unit') === 'imperial' ? 'imperial' : 'metric';
  const found = await profileOrResponse(id, locale);
  if ('response' in found) return found.response;
  const { profile } = found;
  const pdf = await renderCompCard({
    profile,
    locale,
    unit,
    agency: env().AGENCY_NAME,
    contact: await contactLines(locale),
  });
  const filename = `${talentSlug(profile.name)}-comp-card.pdf`;
  return new Response(new Uint8Array(pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${filename}"`,
      'content-length': String(pdf.length),
      'cache-control': 'public, max-age=3600',
    },
  });
}
