import { IntroPage } from '@/components/layout/IntroPage';
import { introMetadata, pageLocale, type LangParams } from '@/lib/page';

export const generateMetadata = introMetadata('apply', '/seja-modelo');

/** /{lang}/seja-modelo (SPEC §2.8): the application form comes with its own issue. */
export default async function ApplyPage({ params }: { params: LangParams }) {
  return <IntroPage locale={await pageLocale(params)} intro="apply" />;
}
