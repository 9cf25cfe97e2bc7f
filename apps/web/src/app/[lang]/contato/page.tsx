import { IntroPage } from '@/components/layout/IntroPage';
import { introMetadata, pageLocale, type LangParams } from '@/lib/page';

export const generateMetadata = introMetadata('contact', '/contato');

/** /{lang}/contato (SPEC §2.9): the map, form, offices and staff come with their own issue. */
export default async function ContactPage({ params }: { params: LangParams }) {
  return <IntroPage locale={await pageLocale(params)} intro="contact" />;
}
