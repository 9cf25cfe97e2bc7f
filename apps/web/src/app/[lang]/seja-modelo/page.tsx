import { ApplyPage } from '@/components/forms/ApplyPage';
import { getWebsiteTexts } from '@/lib/backends/panel';
import { env } from '@/lib/env';
import { introMetadata, pageLocale, type LangParams } from '@/lib/page';

export const generateMetadata = introMetadata('apply', '/seja-modelo');

/** /{lang}/seja-modelo (SPEC §2.8): intro, safety notice and the application. The website
 * texts only override the defaults: the page works (and the form sends) without them. */
export default async function Apply({ params }: { params: LangParams }) {
  const lang = await pageLocale(params);
  const texts = await getWebsiteTexts().catch(() => ({}) as Record<string, { pt: string; en: string }>);
  return (
    <ApplyPage
      locale={lang}
      texts={{ intro: texts.apply_intro?.[lang] ?? '', safety: texts.apply_safety?.[lang] ?? '' }}
      retentionDays={env().RETENTION_DAYS}
      replyDays={env().APPLICATION_REPLY_DAYS}
    />
  );
}
